import type { FieldStrategy } from './fields/field-strategy';
import type { PlacedIssue } from './paragraphs';

export interface FixContext {
  el: HTMLElement;
  doc: Document;
  /** An IME composition is active: never edit then. */
  composing(): boolean;
  /** The text moved on: check it again instead of replacing the wrong words. */
  recheck(): void;
  applied(issue: PlacedIssue): void;
}

/** Whether the text still holds the issue where it was found. */
export function stillThere(issue: PlacedIssue, text: string): boolean {
  return text.slice(issue.start, issue.end) === issue.original;
}

/**
 * Applies a suggestion so that the editor's own undo restores it: select exactly the issue's
 * range (the field's strategy knows how), then let the browser edit with
 * `execCommand('insertText')` (`delete` for an empty suggestion). Reports the application
 * only when the text really changed.
 */
export async function applyFix(
  field: FieldStrategy,
  issue: PlacedIssue,
  suggestion: string,
  ctx: FixContext,
): Promise<boolean> {
  if (ctx.composing()) return false;
  if (!stillThere(issue, field.readText())) {
    ctx.recheck();
    return false;
  }
  ctx.el.focus();
  const stillValid = () => !ctx.composing() && stillThere(issue, field.readText());
  if (!(await field.select(issue, stillValid))) return false;
  const before = field.readText();
  const done =
    suggestion === ''
      ? ctx.doc.execCommand('delete', false)
      : ctx.doc.execCommand('insertText', false, suggestion);
  if (!done || !(await changedSoon(field, before))) return false;
  ctx.applied(issue);
  return true;
}

/**
 * Whether the text differs from `before` now or within `ms`. In Chromium every editor family
 * has the edit in its DOM when `execCommand` returns; in Firefox, Lexical and Draft.js take an
 * extension's `execCommand` into their own model and render it a little later (tests/e2e,
 * firefox.e2e.ts), so the report waits for that rather than count a real fix as refused.
 */
async function changedSoon(field: FieldStrategy, before: string, ms = 300): Promise<boolean> {
  for (const until = Date.now() + ms; ;) {
    if (field.readText() !== before) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
