import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildEditorPages } from './build-pages';
import { EDITOR_FAMILIES, familyPage, type EditorFamily } from './family-pages';

/**
 * Test pages for the editor content script, served from a tiny http server on loopback
 * (content scripts match http pages): by the e2e tests and bench:typing on a free port, and by
 * `npm start` on a fixed one to try the extension by hand.
 */

export const EDITOR_PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>Editor test page</title>
<style>
  body { font-family: 'NanumGothic', 'Nanum Gothic', sans-serif; margin: 24px; color: #222; }
  label { display: block; margin: 0 0 4px; font-size: 13px; color: #555; }
  .row { margin-bottom: 16px; }
  input, textarea { font: 16px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; padding: 6px 8px;
    border: 1px solid #bbb; border-radius: 4px; width: 520px; box-sizing: border-box; }
  textarea { height: 96px; resize: none; }
  .compose { width: 520px; min-height: 96px; padding: 8px; border: 1px solid #bbb;
    border-radius: 4px; font: 16px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; }
</style>
</head>
<body>
  <div class="row"><label for="subject">제목</label><input id="subject" type="text"></div>
  <div class="row"><label for="password">비밀번호</label><input id="password" type="password"></div>
  <div class="row"><label for="code">코드 (spellcheck=false)</label><input id="code" type="text" spellcheck="false"></div>
  <div class="row"><label for="note">메모</label><textarea id="note"></textarea></div>
  <div class="row">
    <label>받는 사람 편지 (Gmail-like compose body)</label>
    <div class="compose Am Al editable" id="compose" role="textbox" aria-label="Message Body"
      aria-multiline="true" contenteditable="true" tabindex="1" g_editable="true"
      style="direction: ltr"></div>
  </div>
  <div class="row">
    <label>서식 있는 편집기 (plain contenteditable)</label>
    <div class="compose" id="rich" contenteditable="true"></div>
  </div>
</body>
</html>`;

/**
 * Serves the editor test page at `/`, and with `families` the editor-family pages at `/quill`,
 * `/prosemirror`, `/lexical`, `/draft`, `/gmail` and `/slack` (bundles at `/assets/<name>.js`).
 */
/**
 * An editor inside an about:srcdoc iframe, as TinyMCE and CKEditor 4 build theirs (a
 * contenteditable body in a frame document with no URL of its own).
 */
export const FRAME_EDITOR_PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>Frame editor test page</title>
<style>
  body { font-family: 'NanumGothic', 'Nanum Gothic', sans-serif; margin: 24px; color: #222; }
  label { display: block; margin: 0 0 4px; font-size: 13px; color: #555; }
  iframe { width: 520px; height: 240px; border: 1px solid #bbb; border-radius: 4px; }
</style>
</head>
<body>
  <label for="frame">본문 (iframe 편집기, TinyMCE-like)</label>
  <iframe id="frame" title="본문 편집기" srcdoc="<!doctype html><html lang='ko'><head><meta charset='utf-8'><style>body { font: 16px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; margin: 8px; min-height: 200px; }</style></head><body id='tinymce' class='mce-content-body' contenteditable='true'></body></html>"></iframe>
</body>
</html>`;

/** Fields inside a web component's open shadow root (a textarea and a contenteditable). */
export const SHADOW_EDITOR_PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>Shadow DOM editor test page</title>
<style>body { font-family: 'NanumGothic', 'Nanum Gothic', sans-serif; margin: 24px; color: #222; }</style>
</head>
<body>
  <comment-box></comment-box>
  <script>
    customElements.define('comment-box', class extends HTMLElement {
      connectedCallback() {
        const root = this.attachShadow({ mode: 'open' });
        root.innerHTML = \`<style>
          label { display: block; margin: 16px 0 4px; font-size: 13px; color: #555; }
          textarea, .rich { font: 16px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif; width: 520px;
            box-sizing: border-box; padding: 6px 8px; border: 1px solid #bbb; border-radius: 4px; }
          textarea { height: 96px; resize: none; }
          .rich { min-height: 96px; }
        </style>
        <label for="comment">댓글 (shadow DOM textarea)</label>
        <textarea id="comment"></textarea>
        <label id="rich-label">본문 (shadow DOM contenteditable)</label>
        <div class="rich" id="rich" contenteditable="true" aria-labelledby="rich-label"></div>\`;
      }
    });
  </script>
</body>
</html>`;

/**
 * Fields the extension must never read (issue 36): each named as a secret in one of the ways
 * pages do (name, id, labels, aria, placeholder, title; inputs, textareas, contenteditables; Korean
 * and English), and one ordinary textarea (#ordinary) that is checked.
 */
export const SECRET_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['otp-code', '<input id="otp-code" name="otpCode">'],
  ['pin-code', '<input id="pin-code" name="pinCode">'],
  ['verificationCode', '<input id="verificationCode">'],
  ['card-number', '<input id="card-number" name="cardNumber">'],
  ['cvc', '<input id="cvc" name="cvc">'],
  ['cvv', '<input id="cvv" name="cvv">'],
  ['passphrase', '<input id="passphrase" name="passphrase">'],
  ['auth-number', '<input id="auth-number" aria-label="인증번호">'],
  ['resident-number', '<input id="resident-number" name="주민등록번호">'],
  [
    'labelled-password',
    '<label for="labelled-password">Password</label><input id="labelled-password">',
  ],
  ['placeholder-password', '<input id="placeholder-password" placeholder="비밀번호">'],
  ['account-pin', '<input id="account-pin" placeholder="계좌 비밀번호 4자리">'],
  [
    'security-code',
    '<span id="sc-label">보안코드</span><input id="security-code" aria-labelledby="sc-label">',
  ],
  ['one-time', '<input id="one-time" title="One-time password">'],
  [
    'secret-note',
    '<label for="secret-note">카드 번호</label><textarea id="secret-note"></textarea>',
  ],
  [
    'rich-password',
    '<label for="rich-password">비밀번호</label><div id="rich-password" class="rich" contenteditable="true"></div>',
  ],
  [
    'rich-otp',
    '<div id="rich-otp" class="rich" contenteditable="true" aria-label="OTP 번호"></div>',
  ],
];

export const SECRETS_PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>Fields never read</title>
<style>
  body { font-family: 'NanumGothic', 'Nanum Gothic', sans-serif; margin: 24px; color: #222; }
  .row { margin-bottom: 8px; display: flex; gap: 8px; align-items: center; }
  label, span { font-size: 13px; color: #555; width: 120px; }
  input, textarea, .rich { font: 16px/1.5 'NanumGothic', 'Nanum Gothic', sans-serif;
    padding: 4px 8px; border: 1px solid #bbb; border-radius: 4px; width: 420px; box-sizing: border-box; }
  textarea { height: 64px; resize: none; }
  .rich { min-height: 32px; }
</style>
</head>
<body>
  ${SECRET_FIELDS.map(([, html]) => `<div class="row">${html}</div>`).join('\n  ')}
  <div class="row"><label for="ordinary">메시지</label><textarea id="ordinary" name="message"></textarea></div>
</body>
</html>`;

const FIXED_PAGES: Record<string, string> = {
  '/': EDITOR_PAGE,
  '/frames': FRAME_EDITOR_PAGE,
  '/shadow': SHADOW_EDITOR_PAGE,
  '/secrets': SECRETS_PAGE,
};

export async function startPageServer({
  families = false,
  port = 0,
}: { families?: boolean; port?: number } = {}): Promise<{
  url: string;
  close(): Promise<void>;
}> {
  // Bundled on the first request for one (about a second): `npm start` does not wait for it.
  const bundle = async (name: string) =>
    families ? (await buildEditorPages()).get(name) : undefined;
  const server: Server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const fixed = FIXED_PAGES[pathname];
    if (fixed) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(fixed);
      return;
    }
    const family = pathname.slice(1) as EditorFamily;
    if (families && EDITOR_FAMILIES.includes(family)) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(familyPage(family));
      return;
    }
    const script = pathname.startsWith('/assets/')
      ? await bundle(pathname.slice(8)).catch((error: unknown) => {
          console.error(error);
          return undefined;
        })
      : undefined;
    if (script !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(script);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/`,
    // The browser keeps idle keep-alive connections open: close them too, or close() waits.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
