/** The little of Draft.js the test page uses (draft-js ships no types). */
declare module 'draft-js' {
  import type { ComponentType } from 'react';

  export class ContentState {
    getPlainText(delimiter?: string): string;
  }
  export class EditorState {
    static createEmpty(): EditorState;
    getCurrentContent(): ContentState;
  }
  export const Editor: ComponentType<{
    editorState: EditorState;
    onChange(state: EditorState): void;
    placeholder?: string;
    spellCheck?: boolean;
  }>;
}
