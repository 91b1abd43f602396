/**
 * `npm run bench:typing`: what the editor content script costs a page while someone types.
 *
 * Builds the extension and the web app for free loopback ports and starts the real API on an
 * embedded PostgreSQL (the same set-up as the browser tests), signs a member in, then types
 * 500 characters of Korean into a contenteditable and a textarea, once in a browser without the
 * extension and once with it. Printed per field:
 *   - added time per keystroke, p50/p99: synchronous time of inserting one character
 *     (execCommand('insertText'), which runs every input listener of the page and of the
 *     extension), with the extension minus without;
 *   - long tasks (> 50 ms) on the page's main thread while typing (PerformanceObserver);
 *   - time from the last keystroke to the underlines being drawn (contenteditable: CSS Custom
 *     Highlight API entries appear);
 * and the gzip size of the content script injected into every page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'puppeteer';
import setup from '../e2e/global-setup';
import { createMemberThroughApi, handOverSession } from '../e2e/api-member';
import { extensionReady, launchBrowser } from '../e2e/browser';
import { startPageServer } from '../../scripts/editor-pages/page-server';

const TEXT = (
  '오늘은 회의가 길어져서 몇일 동안 미뤄 둔 보고서를 이제야 정리했습니다. ' +
  '내일 아침까지 검토해 주시면 감사하겠습니다. 금새 끝날 줄 알았는데 생각보다 오래 걸렸네요. '
)
  .repeat(8)
  .slice(0, 500);

interface Provided {
  webOrigin: string;
  apiBaseUrl: string;
  extensionDir: string;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Run {
  perKey: number[];
  longTasks: number;
  underlineMs: number | null;
}

/** Types TEXT into `selector` one character at a time, measuring each insertion in the page. */
async function typeAndMeasure(page: Page, selector: string, waitUnderline: boolean): Promise<Run> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number };
    w.__long = 0;
    new PerformanceObserver((list) => {
      w.__long += list.getEntries().length;
    }).observe({ type: 'longtask', buffered: false });
  });
  await page.click(selector);
  const perKey: number[] = [];
  for (const chunk of TEXT.match(/[\s\S]{1,25}/g) ?? []) {
    // 25 characters per round trip; each character is inserted and timed on its own.
    const times = await page.evaluate((text: string) => {
      const out: number[] = [];
      for (const ch of text) {
        const t0 = performance.now();
        document.execCommand('insertText', false, ch);
        out.push(performance.now() - t0);
      }
      return out;
    }, chunk);
    perKey.push(...times);
    // Let timers (the content script's pause scheduler) and frames run between bursts.
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  const typedAt = Date.now();
  let underlineMs: number | null = null;
  if (waitUnderline) {
    await page
      .waitForFunction(() => [...CSS.highlights.values()].some((h) => h.size > 0), {
        timeout: 10_000,
        polling: 10,
      })
      .then(() => (underlineMs = Date.now() - typedAt))
      .catch(() => {});
  }
  const longTasks = await page.evaluate(() => (window as unknown as { __long: number }).__long);
  return { perKey, longTasks, underlineMs };
}

async function runBrowser(browser: Browser, url: string, withExtension: boolean) {
  const page = await browser.newPage();
  await page.setViewport({ width: 900, height: 800 });
  await page.goto(url, { waitUntil: 'load' });
  if (withExtension) await page.waitForSelector('dadeum-overlay');
  const compose = await typeAndMeasure(page, '#compose', withExtension);
  const textarea = await typeAndMeasure(page, '#note', false);
  await page.close();
  return { compose, textarea };
}

async function main() {
  let provided: Provided | undefined;
  const teardown = await setup({
    provide: (_key: string, value: Provided) => {
      provided = value;
    },
  } as never);
  const { webOrigin, apiBaseUrl, extensionDir } = provided!;
  const pages = await startPageServer();
  try {
    const plain = await launchBrowser();
    const without = await runBrowser(plain, pages.url, false);
    await plain.close();

    const withExt = await launchBrowser({ extensionDir });
    await extensionReady(withExt);
    await handOverSession(withExt, webOrigin, await createMemberThroughApi(apiBaseUrl));
    const withRun = await runBrowser(withExt, pages.url, true);
    await withExt.close();

    const script = await readFile(path.join(extensionDir, 'content-scripts', 'editor.js'));
    console.log(
      `\nTyping ${TEXT.length} characters of Korean (per keystroke, synchronous time):\n`,
    );
    for (const field of ['compose', 'textarea'] as const) {
      const a = without[field].perKey;
      const b = withRun[field].perKey;
      const fmt = (n: number) => `${n.toFixed(3)} ms`;
      console.log(
        `${field.padEnd(9)} without p50 ${fmt(percentile(a, 50))} p99 ${fmt(percentile(a, 99))} | ` +
          `with p50 ${fmt(percentile(b, 50))} p99 ${fmt(percentile(b, 99))} | ` +
          `added p50 ${fmt(percentile(b, 50) - percentile(a, 50))} p99 ${fmt(percentile(b, 99) - percentile(a, 99))} | ` +
          `long tasks without ${without[field].longTasks}, with ${withRun[field].longTasks}`,
      );
    }
    const underline = withRun.compose.underlineMs;
    console.log(
      `\nunderlines drawn ${underline === null ? 'not seen within 10 s' : `${underline} ms`} after the last keystroke (contenteditable; includes the 400 ms pause)`,
    );
    // The editor content script is injected into every page: its budget is 25 KB gzip
    // (docs/decisions.md, webextension-polyfill). The Firefox build bundles the same code.
    const gzip = gzipSync(script).length;
    console.log(
      `content script (editor.js, every page): ${script.length} bytes, ${gzip} bytes gzip = ${(gzip / 1000).toFixed(1)} KB of the 25 KB budget\n`,
    );
  } finally {
    await pages.close();
    await (teardown as () => Promise<void>)();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
