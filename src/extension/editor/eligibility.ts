/**
 * Which fields the editor content script may read. The rules of house-style section 3: never
 * password fields, credit-card or one-time-code fields, nor any field whose names say it holds
 * a secret (field-names.ts), `spellcheck="false"` fields, hidden, disabled or read-only fields.
 * Pure DOM reads, no layout unless asked. Known rich editors (src/extension/sites) may render
 * `spellcheck="false"` on their own host: that one is theirs, not the page's, and does not count.
 */

import { findEditorHost, spellcheckOffByLibrary } from '@/extension/sites/editor-families';
import { isSecretField } from './field-names';

export type FieldKind = 'text-control' | 'contenteditable';

/** `<input>` types that hold free text a person writes. */
const TEXT_INPUT_TYPES = new Set(['text', 'search']);

function isHidden(el: Element, win: Window): boolean {
  if (el.closest('[hidden], [inert], [aria-hidden="true"]')) return true;
  const style = win.getComputedStyle(el);
  return style.display === 'none' || style.visibility === 'hidden';
}

/** The editing host of a contenteditable element: the outermost editable ancestor. */
export function editingHost(el: Element): HTMLElement | null {
  let host: HTMLElement | null = el.closest<HTMLElement>('[contenteditable]');
  if (!host || !isEditableAttr(host)) return null;
  for (;;) {
    const parent: HTMLElement | null | undefined =
      host.parentElement?.closest<HTMLElement>('[contenteditable]');
    if (!parent || !isEditableAttr(parent)) return host;
    host = parent;
  }
}

function isEditableAttr(el: Element): boolean {
  const value = el.getAttribute('contenteditable');
  return value !== null && value.toLowerCase() !== 'false';
}

/**
 * The kind of field `el` is, or null when it must never be read.
 * For contenteditable content, pass the editing host (see editingHost).
 */
export function fieldKind(el: Element, win: Window = window): FieldKind | null {
  const tag = el.tagName.toLowerCase();
  let kind: FieldKind;
  if (tag === 'textarea') {
    kind = 'text-control';
  } else if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (!TEXT_INPUT_TYPES.has(type)) return null;
    kind = 'text-control';
  } else if (isEditableAttr(el)) {
    kind = 'contenteditable';
  } else {
    return null;
  }

  // Whatever names the field as a secret (a password shown in clear by a "show password"
  // button is still a password): its autocomplete tokens, name, id, labels, placeholder, title.
  if (isSecretField(el)) return null;
  // spellcheck is inherited: the nearest element that says anything decides (unless an editor
  // library put it on its own host).
  const spellcheck = el.closest('[spellcheck]');
  if (
    spellcheck?.getAttribute('spellcheck')?.toLowerCase() === 'false' &&
    !(kind === 'contenteditable' && spellcheckOffByLibrary(el, spellcheck))
  )
    return null;
  if (el.getAttribute('aria-readonly') === 'true' || el.getAttribute('aria-disabled') === 'true')
    return null;
  if (kind === 'text-control') {
    const control = el as HTMLInputElement | HTMLTextAreaElement;
    if (control.disabled || control.readOnly || control.matches(':disabled')) return null;
  } else {
    const ro = el.getAttribute('contenteditable')?.toLowerCase();
    if (ro !== '' && ro !== 'true' && ro !== 'plaintext-only') return null;
  }
  if (isHidden(el, win)) return null;
  return kind;
}

/** The field to watch for an event target (a focused element or something inside an editor). */
export function eligibleField(
  target: EventTarget | null,
  win: Window = window,
): { el: HTMLElement; kind: FieldKind } | null {
  if (!target || typeof (target as Partial<Element>).closest !== 'function') return null;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  const el =
    tag === 'input' || tag === 'textarea'
      ? element
      : (findEditorHost(element)?.host ?? editingHost(element));
  if (!el) return null;
  const kind = fieldKind(el, win);
  return kind ? { el, kind } : null;
}
