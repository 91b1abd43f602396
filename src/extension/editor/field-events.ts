import type { FieldStrategy } from './fields/field-strategy';
import type { Overlay } from './overlay';
import type { PlacedIssue } from './paragraphs';
import type { CheckScheduler } from './scheduler';

export interface Listeners {
  scheduler: CheckScheduler;
  /** The text changed (typing, or the page's own change). */
  edited(): void;
  openCard(issue: PlacedIssue, focusCard: boolean): void;
  issueAtCaret(): PlacedIssue | null;
  overlay: Overlay;
}

/** Keys that never close the card on their own (Alt is half of Alt+Enter). */
const MODIFIERS = new Set(['Alt', 'AltGraph', 'Control', 'Meta', 'Shift', 'CapsLock', 'Fn']);

/**
 * The keyboard, as Grammarly and LanguageTool users know it (docs/decisions.md, "The card and
 * the keyboard"): a card opened by a click leaves the keyboard to the editor, and any key that
 * reaches the editor (typing, Enter, Backspace, arrows) closes it first, so Enter is never taken
 * from a composer and never changes the text under an open card. Alt+Enter with the caret in an
 * underline opens the card with focus on its first suggestion; only then does Enter apply. The
 * listener is on the window in the capture phase, so it runs before the editor's own handlers
 * (Lexical and Draft.js handle keys on their host), scoped to this field by the event's path.
 */
function keyHandler(el: HTMLElement, { issueAtCaret, openCard, overlay }: Listeners) {
  return (event: KeyboardEvent) => {
    if (event.isComposing || !event.composedPath().includes(el)) return;
    if (event.key === 'Enter' && event.altKey && !event.ctrlKey && !event.metaKey) {
      const issue = issueAtCaret();
      if (!issue) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      openCard(issue, true);
    } else if (overlay.cardOpen && event.key === 'Escape') {
      // The card closes; the page does not also take the Escape (a dialog, a draft).
      event.preventDefault();
      event.stopImmediatePropagation();
      overlay.closeCard(false);
    } else if (overlay.cardOpen && !MODIFIERS.has(event.key)) {
      overlay.closeCard(false);
    }
  };
}

/** The field's events (and DOM changes for editable hosts); returns the function that stops them. */
export function listen(
  el: HTMLElement,
  field: FieldStrategy,
  win: Window & typeof globalThis,
  listeners: Listeners,
): () => void {
  const { scheduler, edited, openCard, issueAtCaret, overlay } = listeners;
  const handlers: Record<string, (event: Event) => void> = {
    input: () => {
      if (overlay.cardOpen) overlay.closeCard(false);
      edited();
    },
    compositionstart: () => scheduler.compositionStart(),
    compositionend: () => scheduler.compositionEnd(),
    click: () => {
      if (scheduler.composing) return;
      const issue = issueAtCaret();
      if (issue) openCard(issue, false);
      else if (overlay.cardOpen) overlay.closeCard(false);
    },
    focus: () => scheduler.now(),
  };
  const onKeyDown = keyHandler(el, listeners);
  // Text the page or the editor library changes without an input event (a draft restored, a
  // template inserted, a collaborator's edit, Quill's own Backspace): checked after the same
  // pause; an open card whose word changed closes (field-session.ts).
  const observer =
    field.watchesMutations && typeof win.MutationObserver === 'function'
      ? new win.MutationObserver(() => {
          if (!scheduler.composing) edited();
        })
      : null;
  observer?.observe(el, { childList: true, characterData: true, subtree: true });
  for (const [type, handler] of Object.entries(handlers)) el.addEventListener(type, handler);
  win.addEventListener('keydown', onKeyDown, true);
  return () => {
    observer?.disconnect();
    for (const [type, handler] of Object.entries(handlers)) el.removeEventListener(type, handler);
    win.removeEventListener('keydown', onKeyDown, true);
  };
}
