/**
 * What every editor-family test page exposes on `window`: the editor's own model text, read
 * through the library's API (not the DOM), so a test can tell that a fix reached the model.
 */
export interface EditorModel {
  /** The library this page runs (quill, prosemirror, lexical, draft, dom). */
  library: string;
  /** The document's plain text as the library's model holds it, paragraphs joined with '\n'. */
  text(): string;
}

declare global {
  interface Window {
    editorModel?: EditorModel;
  }
}

export function exposeModel(model: EditorModel) {
  window.editorModel = model;
}
