/**
 * The few host APIs the core uses, all of them common to Node, browsers and Web Workers (the
 * WinterCG minimum common API): a clock, text encoding, and fetch with a timeout for the optional
 * AI pass. Declared here, not taken from Node's or the DOM's types, so that `tsc -p
 * tsconfig.core.json` proves the core needs nothing else.
 */
declare const performance: { now(): number };

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: ArrayBufferView | ArrayBufferLike): string;
}

interface AbortSignal {
  readonly aborted: boolean;
}
declare class AbortController {
  readonly signal: AbortSignal;
  abort(): void;
}
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;

interface Response {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}
interface RequestInit {
  method?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  body?: string;
}
declare function fetch(url: string, init?: RequestInit): Promise<Response>;
