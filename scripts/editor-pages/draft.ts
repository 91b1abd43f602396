/**
 * Draft.js 0.11 (old Facebook and Slack composers) on React 19, with its own undo stack
 * (Ctrl+Z). Draft renders spellcheck="false" unless told otherwise, as many sites leave it.
 */
import { Editor, EditorState } from 'draft-js';
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeModel } from './page-model';

let current = EditorState.createEmpty();

function DraftPage() {
  const [state, setState] = useState(() => current);
  current = state;
  return createElement(Editor, {
    editorState: state,
    onChange: (next: EditorState) => {
      current = next;
      setState(next);
    },
    placeholder: '글을 쓰세요',
  });
}

exposeModel({ library: 'draft', text: () => current.getCurrentContent().getPlainText('\n') });
createRoot(document.getElementById('editor')!).render(createElement(DraftPage));
