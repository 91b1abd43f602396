import { measureTextRanges } from '@/extension/editor/mirror';
import type { PlacedIssue } from '@/extension/editor/paragraphs';
import type { FieldContext, FieldStrategy } from './field-strategy';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A textarea or text input: the text is its value; underlines are boxes measured on a mirror
 * element styled like the field, in our overlay; a fix selects the range with
 * `setSelectionRange`.
 */
export function createTextControlField(el: TextControl, ctx: FieldContext): FieldStrategy {
  const { overlay, owner } = ctx;
  const boxes = (issues: readonly PlacedIssue[]) =>
    measureTextRanges(
      el,
      overlay.mirror,
      issues.map((issue) => [issue.start, issue.end] as const),
    );

  return {
    drawsBoxes: true,
    watchesMutations: false,
    readText: () => el.value,
    caretOffset: () => (el.selectionStart === el.selectionEnd ? el.selectionStart : null),
    anchorOf: (issue) => boxes([issue])[0]?.[0] ?? el.getBoundingClientRect(),
    draw(issues) {
      const rects = boxes(issues);
      overlay.setMarks(
        owner,
        issues.map((issue, i) => ({ rects: rects[i] ?? [], category: issue.category })),
      );
    },
    clear: () => overlay.clearMarks(owner),
    async select(issue) {
      el.setSelectionRange(issue.start, issue.end);
      return true;
    },
  };
}
