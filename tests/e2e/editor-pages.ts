import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, CDPSession, Page, WebWorker } from 'puppeteer';
import { afterAll, beforeAll, inject } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { extensionReady, launchBrowser } from './browser';
import './context';
import { buildEditorPages } from './pages/build-pages';
import { EDITOR_FAMILIES, familyPage, type EditorFamily } from './pages/family-pages';

/**
 * Test pages for the editor content script, served from a tiny http server on a free loopback
 * port (content scripts match http pages), and a log of what the extension's background worker
 * sent to the API (read from the worker's own network events).
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
export async function startPageServer({ families = false }: { families?: boolean } = {}): Promise<{
  url: string;
  close(): Promise<void>;
}> {
  const bundles = families ? await buildEditorPages() : new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(EDITOR_PAGE);
      return;
    }
    const family = pathname.slice(1) as EditorFamily;
    if (families && EDITOR_FAMILIES.includes(family)) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(familyPage(family));
      return;
    }
    const bundle = pathname.startsWith('/assets/') ? bundles.get(pathname.slice(8)) : undefined;
    if (bundle !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(bundle);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ApiCall {
  path: string;
  body: unknown;
}

/** Records the API calls the background worker makes (paths and JSON bodies). */
export async function recordWorkerCalls(
  browser: Browser,
  apiBaseUrl: string,
): Promise<{ calls: ApiCall[]; session: CDPSession }> {
  const worker = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
  );
  const session = await worker.createCDPSession();
  const calls: ApiCall[] = [];
  session.on('Network.requestWillBeSent', (event) => {
    const { url, method, postData } = event.request;
    if (!url.startsWith(apiBaseUrl) || method !== 'POST') return;
    let body: unknown = postData;
    try {
      body = postData ? JSON.parse(postData) : undefined;
    } catch {
      // keep the raw text
    }
    calls.push({ path: url.slice(apiBaseUrl.length), body });
  });
  await session.send('Network.enable');
  return { calls, session };
}

export function checkedTexts(calls: ApiCall[]): string[] {
  return calls
    .filter((c) => c.path === '/api/correction/check')
    .map((c) => (c.body as { text: string }).text);
}

/** Rectangles of the underline boxes drawn in the extension's closed shadow root. */
export async function underlineBoxes(
  page: Page,
): Promise<Array<{ x: number; y: number; width: number; height: number; category: string }>> {
  const cdp = await page.createCDPSession();
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const marks: Array<{ nodeId: number; category: string }> = [];
    const walk = (node: typeof root) => {
      const attrs = node.attributes ?? [];
      const cls = attrs[attrs.indexOf('class') + 1];
      if (attrs.includes('class') && cls === 'mark') {
        marks.push({ nodeId: node.nodeId, category: attrs[attrs.indexOf('data-category') + 1]! });
      }
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
    };
    walk(root);
    const out = [];
    for (const mark of marks) {
      const { model } = await cdp.send('DOM.getBoxModel', { nodeId: mark.nodeId });
      const [x1, y1, x2, , , y3] = model.border;
      out.push({ x: x1!, y: y1!, width: x2! - x1!, height: y3! - y1!, category: mark.category });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/**
 * One describe's browser: the extension loaded (signed in with a new member, or not), the
 * editor test pages on their own server (with the editor-family pages when `families`), and the
 * API calls the background worker makes.
 */
export function useEditorBrowser({
  signedIn,
  families = false,
}: {
  signedIn: boolean;
  families?: boolean;
}) {
  const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');
  const env = {} as {
    browser: Browser;
    extensionId: string;
    worker: WebWorker;
    page: Page;
    pages: Awaited<ReturnType<typeof startPageServer>>;
    calls: ApiCall[];
  };
  beforeAll(async () => {
    env.pages = await startPageServer({ families });
    env.browser = await launchBrowser({ extensionDir });
    env.extensionId = await extensionReady(env.browser);
    const target = await env.browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    );
    env.worker = (await target.worker())!;
    ({ calls: env.calls } = await recordWorkerCalls(env.browser, apiBaseUrl));
    if (signedIn)
      await handOverSession(env.browser, webOrigin, await createMemberThroughApi(apiBaseUrl));
    env.page = await env.browser.newPage();
    await env.page.setViewport({ width: 800, height: 600 });
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.pages?.close();
  });
  return env;
}
