/**
 * `npm run bench:web`: what the landing (/) and login (/login) pages cost on the production
 * web build.
 *
 * 1. Builds the web app (Vite manifest on) into .tmp/bench-web and sums the gzip size of the
 *    JS and CSS each page loads before it is usable: the entry chunk with its static imports
 *    (modulepreload) and, for /login, the lazy route chunk with its static imports.
 * 2. Runs Lighthouse (npm `lighthouse` with Debian's Chromium through Puppeteer; nothing is
 *    downloaded) on both pages, mobile (Lighthouse's default throttling) and desktop, printing
 *    the performance and accessibility scores, twice: served by server/web-host.ts exactly as
 *    `npm start` serves it (no compression today), and served with gzip as a compressing
 *    reverse proxy or CDN would.
 *
 * BENCH_WEB_SKIP_LIGHTHOUSE=1 prints the sizes only.
 */
import { createServer, type Server } from 'node:http';
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
    return { files: files.size, raw, gzip };
  };
  return { js: await sum(js), css: await sum(css) };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** A static host with gzip, long caching of hashed assets and the SPA fallback. */
async function startGzipHost(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const safe = path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, '');
    const serve = async (file: string) => {
      const body = await readFile(path.join(root, file));
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const gzip =
        /\bgzip\b/.test(String(request.headers['accept-encoding'])) &&
        !type.startsWith('image/png');
      response.writeHead(200, {
        'content-type': type,
        'cache-control': file.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(body) : body);
    };
    serve(safe === '/' ? '/index.html' : safe).catch(() =>
      serve('/index.html').catch(() => {
        response.writeHead(500);
        response.end();
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
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

  console.log('\nInitial JS and CSS per page (gzip -9; raw in brackets)');
  for (const [name, keys] of [
    ['/ (landing)', landing],
    ['/login', login],
  ] as const) {
    const cost = await pageCost(manifest, keys);
    console.log(
      `  ${name.padEnd(12)} JS ${kb(cost.js.gzip).padStart(9)} (${kb(cost.js.raw)}, ${cost.js.files} files)   CSS ${kb(cost.css.gzip).padStart(8)} (${kb(cost.css.raw)})`,
    );
  }
  if (process.env.BENCH_WEB_SKIP_LIGHTHOUSE === '1') return;

  const port = await freePort();
  const gzipPort = await freePort();
  const host = await startWebHost({ root: OUT_DIR, host: '127.0.0.1', port });
  const gzipHost = await startGzipHost(OUT_DIR, gzipPort);
  const browser = await puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    for (const [hostLabel, hostPort] of [
      ['server/web-host.ts as served by npm start (no compression)', port],
      ['with gzip (as behind a compressing proxy or CDN)', gzipPort],
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
    gzipHost.close();
  }
}

await main();
