/** ProseMirror with the basic schema, its history (Ctrl+Z) and the base keymap. */
import { baseKeymap } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { schema } from 'prosemirror-schema-basic';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { exposeModel } from './page-model';

const view = new EditorView(document.getElementById('editor'), {
  state: EditorState.create({
    schema,
    plugins: [
      history(),
      keymap({ 'Mod-z': undo, 'Mod-y': redo, 'Mod-Shift-z': redo }),
      keymap(baseKeymap),
    ],
  }),
});
(window as unknown as { view: EditorView }).view = view;
exposeModel({
  library: 'prosemirror',
  text: () => view.state.doc.textBetween(0, view.state.doc.content.size, '\n'),
});
