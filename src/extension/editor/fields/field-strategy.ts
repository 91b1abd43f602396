import type { ClientRectLike } from '@/extension/editor/mirror';
import type { HighlightLayer } from '@/extension/editor/highlights';
import type { Overlay } from '@/extension/editor/overlay';
import type { PlacedIssue } from '@/extension/editor/paragraphs';

/**
 * How one kind of field is read, mapped, drawn and edited (docs/architecture.md, "The editor
 * content script"). Offsets are UTF-16 code units into the text `readText` returns.
 */
export interface FieldStrategy {
  /** The field's text now (and, for editable hosts, the offset map of that text). */
  readText(): string;
  /** The caret's text offset when the selection is collapsed in the field, else null. */
  caretOffset(): number | null;
  /** Where an issue is on screen (the card's anchor); the field's box when unknown. */
  anchorOf(issue: PlacedIssue): ClientRectLike;
  /** Underlines exactly these issues. */
  draw(issues: readonly PlacedIssue[]): void;
  clear(): void;
  /** Underlines are boxes at page positions: they follow scrolling and resizing by a redraw. */
  readonly drawsBoxes: boolean;
  /** The page may change the text without an input event (editable hosts): watch the DOM. */
  readonly watchesMutations: boolean;
  /**
   * Selects exactly the issue's range, so that the browser's own edit replaces it (and the
   * editor's undo restores it). `stillValid` re-checks text and composition after any wait.
   */
  select(issue: PlacedIssue, stillValid: () => boolean): Promise<boolean>;
}

/** What every field's drawing shares: the page's window, our overlay and highlight layer. */
export interface FieldContext {
  win: Window & typeof globalThis;
  overlay: Overlay;
  /** The CSS Custom Highlight layer, null where the API is missing. */
  highlights: HighlightLayer | null;
  /** This field's key in the overlay and the highlight layer. */
  owner: object;
}
