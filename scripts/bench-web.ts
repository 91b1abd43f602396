/**
 * `npm run bench:web`: what the landing (/) and login (/login) pages cost on the production
 * web build, as server/web-host.ts serves it (pre-compressed .br/.gz from build/shared-vite.ts).
 *
 * 1. Builds the web app (Vite manifest on) into .tmp/bench-web and sums the JS and CSS each page
 *    needs before it is usable: the entry chunk with its static imports (modulepreload) and, for
 *    /login, the lazy route chunk with its static imports. Printed raw, gzip -9, and as the web
 *    host transfers them (brotli when the browser accepts it).
 * 2. Loads both pages in Chromium from the web host and sums what really crossed the network
 *    before the load event, by kind (encoded bytes: what a visitor downloads).
 * 3. Runs Lighthouse (npm `lighthouse` with Debian's Chromium through Puppeteer; nothing is
 *    downloaded) on both pages from the web host, mobile (Lighthouse's default throttling) and
 *    desktop, printing the performance and accessibility scores.
 *
 * BENCH_WEB_SKIP_LIGHTHOUSE=1 skips step 3.
 */
import { get } from 'node:http';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer';
import { build } from 'vite';
import { REPO_ROOT } from '../server/config';
import { freePort } from '../server/db/embedded-postgres';
import { startWebHost } from '../server/web-host';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const OUT_DIR = path.join(REPO_ROOT, '.tmp', 'bench-web');

async function gzipSize(file: string): Promise<{ raw: number; gzip: number }> {
  const content = await readFile(path.join(OUT_DIR, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

async function pageCost(manifest: Manifest, keys: Set<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = async (files: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = await gzipSize(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { files: files.size, names: files, raw, gzip };
  };
  return { js: await sum(js), css: await sum(css) };
}

/** Bytes the web host sends for `file` to a browser accepting brotli and gzip, and the encoding. */
function transferred(port: number, file: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
        );
        response.on('error', reject);
      },
    ).on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  process.env.NODE_ENV = 'production';
  await rm(OUT_DIR, { recursive: true, force: true });
  await build({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false, manifest: true },
  });
  const manifest = JSON.parse(
    await readFile(path.join(OUT_DIR, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const loginKey = Object.keys(manifest).find((key) => key.endsWith('login-screen.tsx'));
  const landing = closure(manifest, entryKey);
  const login = loginKey ? closure(manifest, loginKey, new Set(landing)) : landing;

  const port = await freePort();
  const host = await startWebHost({ root: OUT_DIR, host: '127.0.0.1', port });
  const served = async (files: Set<string>) => {
    let bytes = 0;
    const encodings = new Set<string>();
    for (const file of files) {
      const sent = await transferred(port, file);
      bytes += sent.bytes;
      encodings.add(sent.encoding);
    }
    return { bytes, encodings: [...encodings].join('+') };
  };

  console.log(
    '\nInitial JS and CSS per page (manifest closure): gzip -9 [raw] -> transferred by the web host',
  );
  for (const [name, keys] of [
    ['/ (landing)', landing],
    ['/login', login],
  ] as const) {
    const cost = await pageCost(manifest, keys);
    const js = await served(cost.js.names);
    const css = await served(cost.css.names);
    console.log(
      `  ${name.padEnd(12)} JS ${kb(cost.js.gzip).padStart(9)} [${kb(cost.js.raw)}, ${cost.js.files} files] -> ${kb(js.bytes)} ${js.encodings}   CSS ${kb(cost.css.gzip).padStart(8)} [${kb(cost.css.raw)}] -> ${kb(css.bytes)} ${css.encodings}`,
    );
  }

  const browser = await puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    console.log('\nLoaded until the network is idle, as served (encoded bytes, uncached)');
    for (const route of ['/', '/login']) {
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const kinds = new Map<string, string>();
      const bytes = new Map<string, number>();
      const files = new Map<string, string[]>();
      cdp.on('Network.responseReceived', (event) => {
        kinds.set(event.requestId, event.type);
        const list = files.get(event.type) ?? [];
        list.push(new URL(event.response.url).pathname.replace(/^\/(assets|locales)\//, ''));
        files.set(event.type, list);
      });
      cdp.on('Network.loadingFinished', (event) => {
        const kind = kinds.get(event.requestId) ?? 'Other';
        bytes.set(kind, (bytes.get(kind) ?? 0) + event.encodedDataLength);
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle0' });
      await page.close();
      const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
      console.log(`  ${route.padEnd(7)} total ${kb(total)}`);
      for (const [kind, size] of [...bytes].sort((x, y) => y[1] - x[1])) {
        console.log(
          `           ${kind.padEnd(10)} ${kb(size).padStart(9)}  ${(files.get(kind) ?? []).join(' ')}`,
        );
      }
    }
    if (process.env.BENCH_WEB_SKIP_LIGHTHOUSE === '1') return;

    for (const [hostLabel, hostPort] of [
      ['server/web-host.ts as served by npm start (pre-compressed brotli/gzip)', port],
    ] as const) {
      console.log(`\nLighthouse, ${hostLabel}`);
      for (const [label, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ] as const) {
        for (const route of ['/', '/login']) {
          const page = await browser.newPage();
          const result = await lighthouse(
            `http://127.0.0.1:${hostPort}${route}`,
            { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
            config,
            page,
          );
          await page.close();
          const categories = result?.lhr.categories;
          const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
          const audits = result?.lhr.audits;
          const metric = (id: string) => audits?.[id]?.displayValue ?? '-';
          const failing = (result?.lhr.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits?.[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          console.log(
            `  ${label.padEnd(8)} ${route.padEnd(7)} performance ${String(score('performance')).padStart(3)}   accessibility ${String(score('accessibility')).padStart(3)}   FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}${failing.length ? `\n           failing accessibility audits: ${failing.join(', ')}` : ''}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await host.close();
  }
}

await main();
