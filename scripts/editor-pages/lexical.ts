/** Lexical (plain text) with its history (Ctrl+Z), on a contenteditable root. */
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { registerPlainText } from '@lexical/plain-text';
import { $getRoot, createEditor } from 'lexical';
import { exposeModel } from './page-model';

const editor = createEditor({
  namespace: 'dadeum-test',
  onError: (error) => {
    throw error;
  },
});
editor.setRootElement(document.getElementById('editor'));
registerPlainText(editor);
registerHistory(editor, createEmptyHistoryState(), 300);
(window as unknown as { lexical: typeof editor }).lexical = editor;
exposeModel({
  library: 'lexical',
  text: () => editor.getEditorState().read(() => $getRoot().getTextContent()),
});
