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

/** The field's events (and DOM changes for editable hosts); returns the function that stops them. */
export function listen(
  el: HTMLElement,
  field: FieldStrategy,
  win: Window & typeof globalThis,
  { scheduler, edited, openCard, issueAtCaret, overlay }: Listeners,
): () => void {
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
    keydown: (event) => {
      const key = event as KeyboardEvent;
      if (key.isComposing) return;
      if (key.key === 'Enter' && key.altKey) {
        // Alt+Enter: the card of the issue at the caret, with keyboard focus.
        const issue = issueAtCaret();
        if (issue) {
          key.preventDefault();
          openCard(issue, true);
        }
      } else if (key.key === 'Escape' && overlay.cardOpen) {
        overlay.closeCard(false);
      }
    },
    focus: () => scheduler.now(),
  };
  // Text the page or the editor library changes without an input event (a draft restored, a
  // template inserted, a collaborator's edit): checked after the same pause.
  const observer =
    field.watchesMutations && typeof win.MutationObserver === 'function'
      ? new win.MutationObserver(() => {
          if (!scheduler.composing) edited();
        })
      : null;
  observer?.observe(el, { childList: true, characterData: true, subtree: true });
  for (const [type, handler] of Object.entries(handlers)) el.addEventListener(type, handler);
  return () => {
    observer?.disconnect();
    for (const [type, handler] of Object.entries(handlers)) el.removeEventListener(type, handler);
  };
}
