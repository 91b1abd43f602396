/**
 * Local test pages for each editor family the content script meets on real sites, built from
 * the real libraries installed from npm (Quill, ProseMirror, Lexical, Draft.js) and two
 * structures reproduced by us: a Gmail-like compose body (`div[g_editable][role=textbox]`, no
 * library: the browser edits it) and a Slack-like composer (Quill mounted late inside wrappers
 * shaped like Slack's message input). Nothing is copied from Google's or Slack's pages. Every
 * page has a password field next to the editor, which must never be read.
 */

export const EDITOR_FAMILIES = [
  'quill',
  'prosemirror',
  'lexical',
  'draft',
  'gmail',
  'slack',
] as const;
export type EditorFamily = (typeof EDITOR_FAMILIES)[number];

/** The bundle each page loads (built by build-pages.ts); the Gmail-like page needs none. */
export const FAMILY_BUNDLES: Partial<Record<EditorFamily, string>> = {
  quill: 'quill',
  prosemirror: 'prosemirror',
  lexical: 'lexical',
  draft: 'draft',
  slack: 'slack',
};

/** The element a test clicks to type into the editor, per page. */
export const FAMILY_EDITOR: Record<EditorFamily, string> = {
  quill: '#editor .ql-editor',
  prosemirror: '#editor .ProseMirror',
  lexical: '#editor[data-lexical-editor]',
  draft: '#editor .public-DraftEditor-content',
  gmail: 'div[g_editable][role=textbox]',
  slack: '[data-qa="message_input"] .ql-editor',
};

const STYLE = `
  body { font-family: 'NanumGothic', 'Nanum Gothic', sans-serif; margin: 24px; color: #222; }
  label { display: block; margin: 0 0 4px; font-size: 13px; color: #555; }
  .row { margin-bottom: 16px; width: 560px; }
  input { font: 16px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; padding: 6px 8px;
    border: 1px solid #bbb; border-radius: 4px; width: 100%; box-sizing: border-box; }
  .box { min-height: 96px; padding: 8px; border: 1px solid #bbb; border-radius: 4px;
    font: 16px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; box-sizing: border-box; }
  .box [contenteditable], .box[contenteditable] { outline: none; min-height: 80px; }
  /* The few rules of the libraries' own style sheets that editing depends on. */
  .ql-editor, .ProseMirror, .public-DraftEditor-content, [data-lexical-editor] {
    white-space: pre-wrap; word-wrap: break-word; }
  .ql-editor p, .ProseMirror p { margin: 0; }
  .ql-editor.ql-blank::before { content: attr(data-placeholder); color: #999; position: absolute; pointer-events: none; }
  .ql-clipboard { position: absolute; left: -10000px; height: 1px; overflow-y: hidden; }
  .public-DraftEditorPlaceholder-root { position: absolute; color: #999; pointer-events: none; }
  .p-workspace { display: grid; grid-template-columns: 160px 1fr; width: 760px; border: 1px solid #ddd; }
  .p-channel_sidebar { background: #3f0e40; color: #fff; padding: 12px; font-size: 14px; }
  .p-message_pane { padding: 12px; }
  .p-message_input { border: 1px solid #bbb; border-radius: 8px; padding: 8px; margin-top: 12px; }
  .p-message_input .ql-editor { min-height: 40px; outline: none;
    font: 15px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; }
  .compose-dialog { width: 600px; border: 1px solid #ccc; border-radius: 8px; }
  .compose-dialog header { background: #f2f6fc; padding: 8px 12px; font-size: 14px; }
  .compose-dialog .fields input { border: 0; border-bottom: 1px solid #eee; border-radius: 0; }
  .compose-dialog .Am { min-height: 120px; padding: 8px 12px; outline: none;
    font: 14px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; }
`;

const PASSWORD = `<div class="row"><label for="password">비밀번호 (password)</label>
  <input id="password" type="password" autocomplete="current-password"></div>`;

function page(title: string, body: string, bundle?: string) {
  return `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body>
${body}
${bundle ? `<script src="/assets/${bundle}.js"></script>` : ''}
</body>
</html>`;
}

const editorRow = (label: string, inner: string) =>
  `<div class="row"><label>${label}</label>${inner}</div>${PASSWORD}`;

export function familyPage(family: EditorFamily): string {
  const bundle = FAMILY_BUNDLES[family];
  switch (family) {
    case 'quill':
      return page('Quill', editorRow('Quill 2', '<div id="editor" class="box"></div>'), bundle);
    case 'prosemirror':
      return page(
        'ProseMirror',
        editorRow('ProseMirror', '<div id="editor" class="box"></div>'),
        bundle,
      );
    case 'lexical':
      return page(
        'Lexical',
        editorRow('Lexical', '<div id="editor" class="box" contenteditable="true"></div>'),
        bundle,
      );
    case 'draft':
      return page('Draft.js', editorRow('Draft.js', '<div id="editor" class="box"></div>'), bundle);
    case 'gmail':
      // A compose window: recipients and subject inputs, then the body Gmail edits with the
      // browser's own editing (div[g_editable][role=textbox], contenteditable).
      return page(
        'Gmail-like compose',
        `<div class="compose-dialog" role="dialog" aria-label="새 메일">
  <header>새 메일</header>
  <div class="fields">
    <input name="to" aria-label="받는사람" type="text">
    <input name="subjectbox" aria-label="제목" type="text">
  </div>
  <div class="Ar Au"><div class="Am Al editable LW-avf" id=":b1" role="textbox" aria-label="메일 본문"
    aria-multiline="true" contenteditable="true" tabindex="1" g_editable="true" hidefocus="true"
    style="direction: ltr"></div></div>
</div>
<div style="height: 16px"></div>${PASSWORD}`,
      );
    case 'slack':
      return page(
        'Slack-like composer',
        `<div class="p-workspace">
  <nav class="p-channel_sidebar" aria-label="채널">#일반</nav>
  <main class="p-message_pane" id="message-pane" aria-label="메시지">
    <div class="c-message_kit__text">안녕하세요, 여러분.</div>
  </main>
</div>
<div style="height: 16px"></div>${PASSWORD}`,
        bundle,
      );
  }
}
