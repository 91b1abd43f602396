import type { Browser, CDPSession, Page, WebWorker } from 'puppeteer';
import { afterAll, beforeAll, inject } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { useExtensionBrowser } from './browser';
import './context';
import { startPageServer } from '../../scripts/editor-pages/page-server';

/**
 * For the editor tests: a log of what the extension's background worker sent to the API (read
 * from the worker's own network events), underline geometry and the browser fixture. The test
 * pages themselves are served by pages/page-server.ts.
 */

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
  const env = useExtensionBrowser(extensionDir) as ReturnType<typeof useExtensionBrowser> & {
    worker: WebWorker;
    page: Page;
    pages: Awaited<ReturnType<typeof startPageServer>>;
    calls: ApiCall[];
  };
  beforeAll(async () => {
    env.pages = await startPageServer({ families });
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
    await env.pages?.close();
  });
  return env;
}
