import type { EditorAdapter } from '@/extension/sites/editor-families';
import { createContentEditableField } from './contenteditable-field';
import type { FieldContext, FieldStrategy } from './field-strategy';

/**
 * An editor library's host (Quill, ProseMirror, Lexical, Draft.js; Gmail's compose body):
 * read and drawn like any contenteditable. Libraries that keep their own copy of the
 * selection take the new one on `selectionchange`, a task later; inserting before that would
 * edit where their old selection was. So a fix selects, lets one task pass, and goes ahead
 * only if the text, the composition and the selection are still as selected
 * (docs/decisions.md, "How a fix is applied, per editor family").
 */
export function createLibraryField(
  el: HTMLElement,
  adapter: EditorAdapter,
  ctx: FieldContext,
): FieldStrategy {
  const field = createContentEditableField(el, ctx);
  if (!adapter.syncsSelection) return field;
  return {
    ...field,
    async select(issue, stillValid) {
      if (!(await field.select(issue, stillValid))) return false;
      await new Promise((resolve) => ctx.win.setTimeout(resolve, 0));
      if (!stillValid()) return false;
      const current = field.selection();
      const now = current && current.rangeCount > 0 ? current.getRangeAt(0) : null;
      const expected = field.rangeOf(issue);
      return (
        now !== null &&
        expected !== null &&
        now.compareBoundaryPoints(now.START_TO_START, expected) === 0 &&
        now.compareBoundaryPoints(now.END_TO_END, expected) === 0
      );
    },
  };
}
