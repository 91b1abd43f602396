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
 *    desktop, BENCH_WEB_RUNS times each (default 3, alternating the pages), printing every run
 *    and the median of the performance and accessibility scores and of the metrics, with the
 *    machine's load and Lighthouse's CPU benchmark index: Lighthouse's simulated throttling
 *    scales the CPU time it observes, so a busy machine lowers the scores (docs/decisions.md,
 *    "Login page weight").
 *
 * BENCH_WEB_SKIP_LIGHTHOUSE=1 skips step 3.
 */
import { get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
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

    const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    console.log(
      `\nLighthouse, server/web-host.ts as served by npm start (pre-compressed brotli/gzip), ${runs} run(s) each; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores`,
    );
    for (const [label, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const rows = new Map<string, number[][]>();
      for (let run = 0; run < runs; run++) {
        for (const route of ['/', '/login']) {
          const page = await browser.newPage();
          const result = await lighthouse(
            `http://127.0.0.1:${port}${route}`,
            { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
            config,
            page,
          );
          await page.close();
          const lhr = result?.lhr;
          const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
          const value = (id: string) => Math.round(lhr?.audits[id]?.numericValue ?? 0);
          const row = [
            score('performance'),
            score('accessibility'),
            value('first-contentful-paint'),
            value('largest-contentful-paint'),
            value('total-blocking-time'),
            Math.round((lhr?.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
            Math.round(lhr?.environment.benchmarkIndex ?? 0),
          ];
          rows.set(route, [...(rows.get(route) ?? []), row]);
          const failing = (lhr?.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          console.log(
            `  ${label.padEnd(8)} ${route.padEnd(7)} run ${run + 1}: performance ${String(row[0]).padStart(3)}   accessibility ${String(row[1]).padStart(3)}   FCP ${row[2]} ms, LCP ${row[3]} ms, TBT ${row[4]} ms, CLS ${row[5]}   (benchmark index ${row[6]})${failing.length ? `\n           failing accessibility audits: ${failing.join(', ')}` : ''}`,
          );
        }
      }
      for (const [route, list] of rows) {
        const column = (index: number) => median(list.map((row) => row[index]!));
        console.log(
          `  ${label.padEnd(8)} ${route.padEnd(7)} MEDIAN performance ${String(column(0)).padStart(3)}   accessibility ${String(column(1)).padStart(3)}   FCP ${column(2)} ms, LCP ${column(3)} ms, TBT ${column(4)} ms, CLS ${column(5)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await host.close();
  }
}

await main();
