/**
 * The little of jsdom (a dev dependency without bundled types) the server tests use to read an
 * HTML reply as a browser would, without the DOM library in the server's type check.
 */
declare module 'jsdom' {
  export interface ParsedElement {
    readonly textContent: string | null;
    readonly nextElementSibling: ParsedElement | null;
    readonly lang: string;
    readonly href: string;
    getAttribute(name: string): string | null;
    querySelector(selector: string): ParsedElement | null;
    querySelectorAll(selector: string): ArrayLike<ParsedElement> & Iterable<ParsedElement>;
  }
  export interface ParsedDocument extends ParsedElement {
    readonly documentElement: ParsedElement;
  }
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: ParsedDocument };
  }
}
