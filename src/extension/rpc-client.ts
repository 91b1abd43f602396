import { browser } from 'wxt/browser';
import type {
  RPC_CHANNEL,
  RpcError,
  RpcPayload,
  RpcReply,
  RpcResponses,
  RpcType,
} from './protocol';

/**
 * The sending side of the typed request map (protocol.ts). Imports no zod and no contracts at
 * run time, so the editor content script that runs on every page stays small.
 */
const CHANNEL: typeof RPC_CHANNEL = 'dadeum/rpc';

type PayloadArgs<T extends RpcType> = keyof RpcPayload<T> extends never ? [] : [RpcPayload<T>];

export class RpcRefusedError extends Error {
  constructor(
    readonly type: RpcType,
    readonly reason: RpcError,
  ) {
    super(`Background refused ${type}: ${reason}`);
    this.name = 'RpcRefusedError';
  }
}

/** Sends a typed request and returns the background's reply as it is (ok or not). */
export async function requestRpc<T extends RpcType>(
  type: T,
  ...args: PayloadArgs<T>
): Promise<RpcReply<T>> {
  const reply = (await browser.runtime.sendMessage({ channel: CHANNEL, type, ...args[0] })) as
    RpcReply<T> | undefined;
  return reply ?? { ok: false, error: 'forbidden' };
}

/** Sends a typed request to the background worker; rejects with RpcRefusedError when refused. */
export async function sendRpc<T extends RpcType>(
  type: T,
  ...args: PayloadArgs<T>
): Promise<RpcResponses[T]> {
  const reply = await requestRpc(type, ...args);
  if (!reply.ok) throw new RpcRefusedError(type, reply.error);
  return reply.data;
}
