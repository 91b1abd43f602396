import type { PlacedIssue } from '@/extension/editor/paragraphs';
import {
  rangeFor,
  snapshotEditable,
  textOffset,
  type TextSnapshot,
} from '@/extension/editor/text-snapshot';
import type { FieldContext, FieldStrategy } from './field-strategy';

/** A contenteditable strategy, with what the library variant builds on. */
export interface EditableField extends FieldStrategy {
  /** The DOM range of an issue in the text last read. */
  rangeOf(issue: PlacedIssue): Range | null;
  /** The selection as the field sees it (a shadow root's own, else the window's). */
  selection(): Selection | null;
}

type RootWithSelection = ShadowRoot & { getSelection?: () => Selection | null };

/**
 * A plain contenteditable host: its text and the map from offsets to DOM text nodes come from
 * a snapshot of the host; underlines are CSS highlights (boxes in our overlay where the API is
 * missing or the field sits in a shadow root, which document ::highlight() styles never reach);
 * a fix selects the issue's DOM range.
 */
export function createContentEditableField(el: HTMLElement, ctx: FieldContext): EditableField {
  const { win, overlay, owner } = ctx;
  const rootNode = el.getRootNode();
  const inShadowTree = rootNode !== win.document;
  const root = rootNode as RootWithSelection;
  const highlights = inShadowTree ? null : ctx.highlights;
  let snapshot: TextSnapshot | null = null;
  const current = () => snapshot ?? snapshotEditable(el);

  const selection = (): Selection | null =>
    inShadowTree && typeof root.getSelection === 'function'
      ? root.getSelection()
      : win.getSelection();

  const rangeOf = (issue: PlacedIssue) => rangeFor(current(), issue.start, issue.end);

  function drawBoxes(ranges: Array<{ range: Range; category: PlacedIssue['category'] }>) {
    const clip = el.getBoundingClientRect();
    overlay.setMarks(
      owner,
      ranges.map(({ range, category }) => ({
        category,
        rects:
          typeof range.getClientRects === 'function'
            ? Array.from(range.getClientRects()).filter(
                (r) => r.width > 0 && r.bottom > clip.top && r.top < clip.bottom,
              )
            : [],
      })),
    );
  }

  return {
    drawsBoxes: highlights === null,
    watchesMutations: true,
    rangeOf,
    selection,
    readText() {
      snapshot = snapshotEditable(el);
      return snapshot.text;
    },
    caretOffset() {
      const found = selection();
      if (!found?.isCollapsed || !found.focusNode || !el.contains(found.focusNode)) return null;
      snapshot = snapshotEditable(el);
      return textOffset(snapshot, found.focusNode, found.focusOffset);
    },
    anchorOf: (issue) => rangeOf(issue)?.getBoundingClientRect() ?? el.getBoundingClientRect(),
    draw(issues) {
      const ranges = issues.flatMap((issue) => {
        const range = rangeOf(issue);
        return range ? [{ range, category: issue.category }] : [];
      });
      if (highlights) highlights.set(owner, ranges);
      else drawBoxes(ranges);
    },
    clear() {
      highlights?.clear(owner);
      overlay.clearMarks(owner);
    },
    async select(issue) {
      const range = rangeFor(snapshot ?? snapshotEditable(el), issue.start, issue.end);
      // Set through the window's selection (Chrome applies it inside a shadow tree too); read
      // back through the field's own root (`selection()`).
      const windowSelection = win.getSelection();
      if (!range || !windowSelection) return false;
      windowSelection.removeAllRanges();
      windowSelection.addRange(range);
      return true;
    },
  };
}
