/**
 * `npm run bench:engine-browser`: the engine in a Web Worker in headless Chromium, beside the
 * same run in Node. It bundles the browser loader's worker (scripts/bench-browser-worker.ts) with
 * esbuild, serves it and the engine's six files on a free loopback port, and prints for both:
 * what is downloaded (raw and gzip), the load time (fetch and build), memory, and p50/p99 per
 * 1,000 characters after warm-up on the windows `npm run bench:correction` checks (held-out
 * corpus text; the dev set's prose when the corpora are not beside the repository).
 *
 * It asserts nothing. `--gzip` makes the server send gzip copies to the browser (as a CDN
 * would); by default it sends the files as they are (as an extension's own files are read).
 * Chromium: /usr/bin/chromium, or PUPPETEER_EXECUTABLE_PATH.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { build } from 'esbuild';
import puppeteer, { type Browser } from 'puppeteer';
import { ENGINE_FILE_PATHS } from '../src/browser.ts';
import { DEV_PROSE } from '../src/fixtures/dev-set.ts';
import { loadAnalyzerDictionary } from '../src/node/engine-files.ts';
import { percentile, type LoopResult } from './bench-loop.ts';
import { benchWindows } from './bench-windows.ts';
import { corporaDir } from './corpus.ts';
import { serveFiles, type ServedFile } from './serve-files.ts';

const ROOT = join(import.meta.dirname, '..');
const WARMUP = 50;
const RUNS = 400;
const WINDOWS = 64;
const sendGzip = process.argv.includes('--gzip');
const gzip = promisify(gzipCallback);

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ms = (t: number) => `${t.toFixed(0)} ms`;

/** The held-out windows of bench:correction, or the dev set's prose cut the same way. */
function texts(): { windows: string[]; source: string } {
  if (existsSync(corporaDir()))
    return { windows: benchWindows(WINDOWS), source: 'held-out corpus text (test part)' };
  const prose = DEV_PROSE.join(' ');
  const windows = Array.from({ length: WINDOWS }, (_, i) => {
    const start = (i * 137) % (prose.length - 1000);
    return prose.slice(start, start + 1000);
  });
  return {
    windows,
    source: `the dev set’s prose (no corpora at ${corporaDir()}; CORPORA_DIR names them)`,
  };
}

// --- Node -------------------------------------------------------------------------------------

interface NodeRun extends LoopResult {
  version: string;
  readMs: number;
  buildMs: number;
  bytes: number;
  before: NodeJS.MemoryUsage;
  loaded: NodeJS.MemoryUsage;
  after: NodeJS.MemoryUsage;
  cpu: { ms: number; wallMs: number };
}

function runNode(request: { windows: string[]; warmup: number; runs: number }): NodeRun {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'bench-browser-node.ts')],
    { input: JSON.stringify(request), encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (child.status !== 0) throw new Error(`The Node run failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as NodeRun;
}

// --- Chromium ---------------------------------------------------------------------------------

/** The RSS of each renderer process under the browser's process, by pid (Linux /proc). */
function rendererRss(browserPid: number | undefined): Map<number, number> | null {
  if (browserPid === undefined) return null;
  try {
    const parent = new Map<number, number>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // The process ended meanwhile.
      }
    }
    const under = (pid: number): boolean => {
      for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p))
        if (p === browserPid) return true;
      return false;
    };
    const rss = new Map<number, number>();
    for (const pid of parent.keys()) {
      if (!under(pid)) continue;
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        if (kb) rss.set(pid, Number(kb) * 1024);
      } catch {
        // The process ended meanwhile.
      }
    }
    return rss;
  } catch {
    return null;
  }
}

/** CPU time (user + system) of a process so far, from /proc; NaN where unreadable. */
function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

interface HeapUsage {
  usedSize: number;
  totalSize: number;
  embedderHeapUsedSize?: number;
  backingStorageSize?: number;
}

interface BrowserRun {
  version: string;
  ready: { pageMs: number; sinceWorkerStart: number; fetchMs: number; buildMs: number };
  loop: LoopResult;
  heapLoaded: HeapUsage | null;
  heapAfter: HeapUsage | null;
  rss: { pid: number; before: number; loaded: number; after: number } | null;
  /** The renderer's CPU time during the checks (warm-up, timed, digest), and their wall time. */
  cpu: { ms: number; wallMs: number };
  uaMemory: unknown;
  acceptEncoding: string;
}

async function runBrowser(url: string, request: object): Promise<BrowserRun> {
  const userDataDir = join(tmpdir(), `dadeum-bench-engine-${process.pid}`);
  const browser: Browser = await puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    pipe: true,
    userDataDir,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    let acceptEncoding = '';
    page.on('request', (r) => {
      if (r.url().endsWith('analyzer.bin')) acceptEncoding = r.headers()['accept-encoding'] ?? '';
    });
    await page.goto(url);
    const pid = browser.process()?.pid;
    const rssBefore = rendererRss(pid);
    const workerSeen = new Promise<void>((resolve) => page.once('workercreated', () => resolve()));
    const ready = (await page.evaluate('bench.start()')) as BrowserRun['ready'];
    await workerSeen;
    const worker = page.workers()[0];
    const heap = async (): Promise<HeapUsage | null> => {
      if (!worker) return null;
      try {
        await worker.client.send('HeapProfiler.collectGarbage');
        return (await worker.client.send('Runtime.getHeapUsage')) as HeapUsage;
      } catch {
        return null;
      }
    };
    const heapLoaded = await heap();
    const rssLoaded = rendererRss(pid);
    // The renderer that grew: the one running the page and its worker.
    let rss: BrowserRun['rss'] = null;
    if (rssBefore && rssLoaded)
      for (const [p, loaded] of rssLoaded) {
        const before = rssBefore.get(p) ?? 0;
        if (!rss || loaded - before > rss.loaded - rss.before)
          rss = { pid: p, before, loaded, after: NaN };
      }
    const cpu0 = processCpuMs(rss?.pid);
    const wall0 = performance.now();
    const loop = (await page.evaluate(`bench.run(${JSON.stringify(request)})`)) as LoopResult;
    const cpu = { ms: processCpuMs(rss?.pid) - cpu0, wallMs: performance.now() - wall0 };
    const heapAfter = await heap();
    if (rss) rss.after = rendererRss(pid)?.get(rss.pid) ?? NaN;
    const uaMemory = await page.evaluate('bench.memory(60000)');
    return {
      version: await browser.version(),
      ready,
      loop,
      heapLoaded,
      heapAfter,
      rss,
      cpu,
      uaMemory,
      acceptEncoding,
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

// --- The run ----------------------------------------------------------------------------------

const { windows, source } = texts();
const request = { windows, warmup: WARMUP, runs: RUNS };
console.log(
  `The engine in a Web Worker (headless Chromium) and in Node: ${RUNS} checks after ${WARMUP} ` +
    `warm-up checks of ${WINDOWS} 1,000-character windows of ${source}. Load average ` +
    `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores: timings on a busy machine run long.\n`,
);

const node = runNode(request);

const bundle = async (entry: string) =>
  (
    await build({
      entryPoints: [join(import.meta.dirname, entry)],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2024',
      minify: true,
      write: false,
      logLevel: 'warning',
    })
  ).outputFiles[0]?.contents ?? new Uint8Array();
const workerJs = await bundle('bench-browser-worker.ts');
const pageJs = await bundle('bench-browser-page.ts');

// What the worker fetches: its script and the engine's files (the page is the bench's own).
const downloads: Array<{ path: string; label: string; file: ServedFile; raw: number }> = [
  {
    path: '/worker.js',
    label: 'worker.js (bundled, minified)',
    file: { source: workerJs, type: 'text/javascript' },
    raw: workerJs.byteLength,
  },
  ...Object.values(ENGINE_FILE_PATHS).map((path) => ({
    path: `/engine/${path}`,
    label: path,
    file: {
      source: join(ROOT, path),
      type: path.endsWith('.tsv') ? 'text/tab-separated-values' : 'application/octet-stream',
    },
    raw: statSync(join(ROOT, path)).size,
  })),
];
const gzipped = await Promise.all(
  downloads.map(({ file }) =>
    gzip(typeof file.source === 'string' ? readFileSync(file.source) : file.source),
  ),
);
downloads.forEach((d, i) => {
  if (sendGzip) d.file.gzip = gzipped[i];
});
const html =
  '<!doctype html><meta charset="utf-8"><title>bench</title><script src="page.js"></script>';
const server = await serveFiles(
  new Map([
    ['/', { source: new TextEncoder().encode(html), type: 'text/html; charset=utf-8' }],
    ['/page.js', { source: pageJs, type: 'text/javascript' }],
    ...downloads.map((d) => [d.path, d.file] as const),
  ]),
  {
    // Cross-origin isolation, for performance.measureUserAgentSpecificMemory().
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  },
);
let browserRun: BrowserRun;
try {
  browserRun = await runBrowser(server.url, request);
} finally {
  await server.close();
}

// --- Print ------------------------------------------------------------------------------------

const pad = (s: string, n: number) => s.padEnd(n);
console.log('Download (everything the worker fetches)');
console.log(`  ${pad('file', 34)}${pad('raw', 11)}${pad('gzip -6', 11)}sent to Chromium`);
let raw = 0;
let zipped = 0;
let sent = 0;
downloads.forEach((d, i) => {
  const gz = gzipped[i]?.byteLength ?? 0;
  const served = server.requests.find((r) => r.path === d.path);
  raw += d.raw;
  zipped += gz;
  sent += served?.bytes ?? 0;
  console.log(
    `  ${pad(d.label, 34)}${pad(mb(d.raw), 11)}${pad(mb(gz), 11)}` +
      (served ? `${mb(served.bytes)} ${served.encoding}` : 'not requested'),
  );
});
console.log(`  ${pad('total', 34)}${pad(mb(raw), 11)}${pad(mb(zipped), 11)}${mb(sent)}`);
console.log(
  `  The server ${sendGzip ? 'sends gzip copies to clients that accept gzip' : 'sends every file as it is (no Content-Encoding; --gzip sends gzip)'}; ` +
    `Chromium asked with Accept-Encoding: ${browserRun.acceptEncoding || '(none)'}.`,
);
console.log(`  The analyser dictionary by section, raw (gzip -6): ${await analyzerSections()}.\n`);

/** The analyser dictionary's sections, largest first: what trimming it would have to cut. */
async function analyzerSections(): Promise<string> {
  const dictionary = await loadAnalyzerDictionary();
  const bytes = new Uint8Array(dictionary.buffer);
  const width: Record<string, number> = { u8: 1, u16: 2, i16: 2, i32: 4, u32: 4 };
  const sections = await Promise.all(
    Object.entries(dictionary.header.sections).map(async ([name, { offset, length, type }]) => {
      const size = length * (width[type] ?? 1);
      return { name, size, gzip: (await gzip(bytes.subarray(offset, offset + size))).byteLength };
    }),
  );
  const first = Math.min(...Object.values(dictionary.header.sections).map((s) => s.offset));
  sections.push({
    name: 'header (JSON)',
    size: first,
    gzip: (await gzip(bytes.subarray(0, first))).byteLength,
  });
  return sections
    .sort((a, b) => b.size - a.size)
    .map((s) => `${s.name} ${mb(s.size)} (${mb(s.gzip)})`)
    .join(', ');
}

const { ready, heapLoaded, heapAfter, rss, uaMemory } = browserRun;
const bp50 = percentile(browserRun.loop.times, 50);
const bp99 = percentile(browserRun.loop.times, 99);
const np50 = percentile(node.times, 50);
const np99 = percentile(node.times, 99);
const rows: Array<[string, string, string]> = [
  [
    '',
    `Chromium ${browserRun.version.replace(/^[^/]*\//, '')} (Web Worker)`,
    `Node ${node.version}`,
  ],
  [
    'load: start to checker ready',
    `${ms(ready.pageMs)} (new Worker() to ready)`,
    ms(node.readMs + node.buildMs),
  ],
  [
    '  of which fetch / read files',
    `${ms(ready.fetchMs)} (fetch over loopback)`,
    `${ms(node.readMs)} (read from disk)`,
  ],
  ['  of which build the checker', ms(ready.buildMs), ms(node.buildMs)],
  ['  worker script start', ms(ready.pageMs - ready.fetchMs - ready.buildMs), '-'],
  [
    'memory after load',
    rss
      ? `renderer RSS +${mb(rss.loaded - rss.before)} (${mb(rss.loaded)})`
      : 'renderer RSS unavailable',
    `RSS +${mb(node.loaded.rss - node.before.rss)} (${mb(node.loaded.rss)})`,
  ],
  [
    '',
    heapLoaded
      ? `worker JS heap ${mb(heapLoaded.usedSize)}` +
        (heapLoaded.backingStorageSize !== undefined
          ? ` + ArrayBuffers ${mb(heapLoaded.backingStorageSize)}`
          : '')
      : 'worker heap unavailable',
    `JS heap +${mb(node.loaded.heapUsed - node.before.heapUsed)}, ArrayBuffers +${mb(node.loaded.arrayBuffers - node.before.arrayBuffers)}`,
  ],
  [
    'memory after the timed checks',
    rss ? `renderer RSS ${mb(rss.after)}` : '-',
    `RSS ${mb(node.after.rss)}`,
  ],
  [
    '',
    heapAfter ? `worker JS heap ${mb(heapAfter.usedSize)}` : '-',
    `JS heap ${mb(node.after.heapUsed)}`,
  ],
  [
    'CPU time while checking',
    cpuLine(browserRun.cpu) + ' (renderer process)',
    cpuLine(node.cpu) + ' (process)',
  ],
  ['p50 per 1,000 chars', `${bp50.toFixed(2)} ms`, `${np50.toFixed(2)} ms`],
  ['p99 per 1,000 chars', `${bp99.toFixed(2)} ms`, `${np99.toFixed(2)} ms`],
  [
    `issues on the ${WINDOWS} windows`,
    `${browserRun.loop.issues} (digest ${browserRun.loop.digest})`,
    `${node.issues} (digest ${node.digest})`,
  ],
];
/** CPU share of the checks' wall time, and mean CPU time per check. */
function cpuLine({ ms: cpuMs, wallMs }: { ms: number; wallMs: number }): string {
  const checks = WARMUP + RUNS + WINDOWS;
  return `${((cpuMs / wallMs) * 100).toFixed(0)}% of a core, ${(cpuMs / checks).toFixed(2)} ms a check`;
}
for (const [label, b, n] of rows) console.log(`${pad(label, 32)}${pad(b, 56)}${n}`);
console.log(
  `\nSame issues in both: ${browserRun.loop.digest === node.digest ? 'yes' : 'NO'}. ` +
    `p50 in Chromium is ${(bp50 / np50).toFixed(2)}x Node's.`,
);
console.log(
  "Memory: Chromium's renderer RSS is read from /proc (the renderer that grew when the worker " +
    "loaded; it also holds the page), the worker's heap from CDP Runtime.getHeapUsage after a " +
    "forced GC (backingStorageSize: the ArrayBuffers' memory, outside the JS heap). Node: " +
    'process.memoryUsage() after a forced GC, from just before loading (engine code already ' +
    "imported), in a process of its own, without huge pages. CPU time: the process's user + " +
    'system time (all its threads, /proc and process.cpuUsage()) over the ' +
    `${WARMUP + RUNS + WINDOWS} checks (warm-up, timed, and one more of each window for the digest); ` +
    'below 100% of a core, other processes took the CPU and the wall-clock times run long.',
);
console.log(
  `performance.measureUserAgentSpecificMemory() after the timed checks: ${describeUaMemory(uaMemory)}`,
);

function describeUaMemory(answer: unknown): string {
  const {
    result,
    ms: took,
    unavailable,
  } = answer as {
    result?: {
      bytes: number;
      breakdown: Array<{
        bytes: number;
        types: string[];
        attribution: Array<{ scope?: string; url?: string }>;
      }>;
    };
    ms?: number;
    unavailable?: string;
  };
  if (!result) return `unavailable (${unavailable ?? 'no answer'})`;
  const parts = result.breakdown
    .filter((b) => b.bytes > 0)
    .map((b) => {
      const where = b.attribution.map((a) => a.scope ?? a.url).join(', ') || 'unattributed';
      return `${where} ${mb(b.bytes)} (${b.types.join(', ')})`;
    });
  return `${mb(result.bytes)} in all, answered in ${((took ?? 0) / 1000).toFixed(1)} s: ${parts.join('; ')}`;
}
