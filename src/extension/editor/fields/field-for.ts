import { adapterFor } from '@/extension/sites/editor-families';
import type { FieldKind } from '@/extension/editor/eligibility';
import { createContentEditableField } from './contenteditable-field';
import type { FieldContext, FieldStrategy } from './field-strategy';
import { createLibraryField } from './library-field';
import { createTextControlField } from './text-control-field';

/** The strategy of a field: text control, a known editor library's host, or contenteditable. */
export function fieldFor(el: HTMLElement, kind: FieldKind, ctx: FieldContext): FieldStrategy {
  if (kind === 'text-control') {
    return createTextControlField(el as HTMLInputElement | HTMLTextAreaElement, ctx);
  }
  const adapter = adapterFor(el);
  return adapter ? createLibraryField(el, adapter, ctx) : createContentEditableField(el, ctx);
}
