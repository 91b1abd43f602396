/**
 * Site adapters: what the editor content script needs to know about the editor families it
 * meets on real sites. Pure DOM reads (no browser-extension APIs), unit-tested in jsdom and
 * end-to-end on test pages built from the real libraries (tests/e2e/editor-families.e2e.ts).
 *
 * How a fix is applied, measured on Chromium with Quill 2.0, ProseMirror 1.42, Lexical 0.52
 * and Draft.js 0.11 (docs/decisions.md): every family follows `execCommand('insertText')` over
 * a selected DOM range (their DOM observers or input handlers fold the edit into their model,
 * and Ctrl+Z undoes it through their own history). The libraries keep their own copy of the
 * selection, updated from `selectionchange`, which fires one task later: a fix applied in the
 * same task as the selection lands where the library's stale selection was (Draft.js puts the
 * caret at the end). So for them the selection is set, one task passes, then the text is
 * inserted. A synthetic `beforeinput` `insertReplacementText` is not used: Quill and Lexical
 * handle it, ProseMirror and Draft.js ignore it.
 */

export type EditorFamily = 'slack' | 'quill' | 'prosemirror' | 'lexical' | 'draft' | 'gmail';

export interface EditorAdapter {
  family: EditorFamily;
  /** The editing host's selector (the element with contenteditable that the library owns). */
  host: string;
  /**
   * The library reads the DOM selection into its own state on `selectionchange`: after
   * selecting the range, let one task pass before inserting the fix.
   */
  syncsSelection: boolean;
  /**
   * The library itself may render `spellcheck="false"` on its host (Draft.js does by default;
   * Quill, ProseMirror and Lexical set-ups may): on the host it says nothing about whether
   * the member wants the text checked. On an ancestor (the page's own choice) it still counts.
   */
  ownsSpellcheck: boolean;
}

/** Most specific first: Slack's composer is a Quill editor. */
export const EDITOR_ADAPTERS: readonly EditorAdapter[] = [
  {
    family: 'slack',
    host: '[data-qa="message_input"] .ql-editor, .ql-editor[data-qa="message_input"]',
    syncsSelection: true,
    ownsSpellcheck: true,
  },
  { family: 'quill', host: '.ql-editor', syncsSelection: true, ownsSpellcheck: true },
  { family: 'prosemirror', host: '.ProseMirror', syncsSelection: true, ownsSpellcheck: true },
  {
    family: 'lexical',
    host: '[data-lexical-editor="true"]',
    syncsSelection: true,
    ownsSpellcheck: true,
  },
  {
    family: 'draft',
    host: '.public-DraftEditor-content',
    syncsSelection: true,
    ownsSpellcheck: true,
  },
  // Gmail's compose body is edited by the browser itself: no model, no selection of its own.
  {
    family: 'gmail',
    host: '[g_editable="true"][role="textbox"]',
    syncsSelection: false,
    ownsSpellcheck: false,
  },
];

const ALL_HOSTS = EDITOR_ADAPTERS.map((adapter) => adapter.host).join(', ');

/** The adapter of an editing host, or null for a plain field or contenteditable. */
export function adapterFor(host: Element): EditorAdapter | null {
  if (!host.matches(ALL_HOSTS)) return null;
  return EDITOR_ADAPTERS.find((adapter) => host.matches(adapter.host)) ?? null;
}

/**
 * The editing host of a known editor that holds `el` (a focused element, or a node inside the
 * editor), with its adapter; null when `el` is in no known editor.
 */
export function findEditorHost(el: Element): { host: HTMLElement; adapter: EditorAdapter } | null {
  const host = el.closest<HTMLElement>(ALL_HOSTS);
  if (!host) return null;
  const adapter = adapterFor(host);
  return adapter ? { host, adapter } : null;
}

/**
 * Whether a `spellcheck="false"` that applies to `host` was put there by the editor library
 * (on the host itself, for a family that does so), rather than by the page.
 */
export function spellcheckOffByLibrary(host: Element, spellcheckSource: Element): boolean {
  return spellcheckSource === host && adapterFor(host)?.ownsSpellcheck === true;
}
