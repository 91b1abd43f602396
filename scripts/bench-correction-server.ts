/**
 * The API server with the correction engine as it runs in production (worker pool, preloaded),
 * on its own throw-away embedded PostgreSQL: its memory, and whether long checks slow the rest
 * of the server. Twelve clients send 10,000 random Hangul syllables each, over and over, while
 * /health and sign-in are timed; the same is timed on the idle server first. Run by
 * `npm run bench:correction` in a fresh process (so the RSS is the server's alone); prints
 * figures, asserts nothing.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createPool } from '../server/db/pool';
import { hugePageBytes } from '@dadeum/correction/node';

const CLIENTS = 12;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PASSWORD = 'Bench1!password';
const mb = (bytes: number) => (bytes / 1048576).toFixed(0);

function randomSyllables(count: number, seed: number): string {
  let s = '';
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += String.fromCharCode(0xac00 + Math.floor((x / 2147483648) * 11172));
  }
  return s;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Resident memory of a process and its peak (VmRSS, VmHWM), threads included. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) =>
    Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-bench-'));
const database = await startEmbeddedPostgres({ dir, persistent: false });
const port = await freePort();
const api = `http://127.0.0.1:${port}`;
const t0 = performance.now();
// The real server, as `npm run serve:api` starts it, in its own process.
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=8', '--import', 'tsx', 'server/main.ts'],
  {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      API_PORT: String(port),
      VITE_API_BASE_URL: api,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
for (;;) {
  if (server.exitCode !== null) throw new Error('the server exited');
  const ready = await fetch(`${api}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const readyMs = performance.now() - t0;
const atReady = memoryOf(server.pid as number);

async function signIn(email: string): Promise<number> {
  const t = performance.now();
  const r = await fetch(`${api}/auth/login/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`sign-in answered ${r.status}`);
  return performance.now() - t;
}

try {
  const email = 'bench@example.com';
  const post = (url: string, body: unknown) =>
    fetch(`${api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/verify/send-email', { email });
  const mails = (await (
    await fetch(`${api}/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    links: string[];
  }[];
  const link = new URL(mails[0]!.links[0]!);
  await fetch(`${api}/verify/verify-email${link.search}`);
  const signUp = await post('/auth/login/sign-up', {
    email,
    password: PASSWORD,
    name: 'Bench',
    country_code: 'KOR',
    birth_date: '19900101',
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const token = String(signUp.headers.get('authorization')).slice('Bearer '.length);
  // Premium: its checks have neither the free plan's monthly limit nor its 2,000-character cap
  // (the 10,000-syllable checks below would be refused with 400 COR06).
  const db = createPool(database.url);
  await db.query(
    `insert into subscriptions (member_id, plan_id, status, started_at)
     select id, 'premium', 'active', now() from members where email = $1`,
    [email],
  );
  await db.end();

  // One request at a time, as a monitor or a person would, so the figure is latency and
  // the server's memory reflects the checks, not a flood of health probes.
  const health = async (label: string) => {
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      await (await fetch(`${api}/health`)).arrayBuffer();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /health, ${label.padEnd(18)} p50 ${percentile(times, 50).toFixed(1)} ms  ` +
        `p99 ${percentile(times, 99).toFixed(1)} ms  max ${percentile(times, 100).toFixed(1)} ms`,
    );
  };
  const signIns = async (label: string) => {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) times.push(await signIn(email));
    times.sort((a, b) => a - b);
    console.log(
      `sign-in, ${label.padEnd(23)} p50 ${percentile(times, 50).toFixed(0)} ms  max ${percentile(times, 100).toFixed(0)} ms`,
    );
  };

  console.log(
    `Dadeum API server (server/main.ts) with the correction engine's worker pool, Node ` +
      `${process.version}, CORRECTION_THREADS=${process.env.CORRECTION_THREADS ?? 'default'}`,
  );
  console.log(
    `started with the engine loaded in ${readyMs.toFixed(0)} ms; server RSS ${mb(atReady.rss)} MB ` +
      `(on huge pages ${mb(hugePageBytes(server.pid ?? 0) ?? 0)} MB)\n`,
  );
  await health('idle');
  await signIns('idle');

  const text = randomSyllables(10_000, 3);
  const checkTimes: number[] = [];
  let partial = 0;
  let running = true;
  const client = async () => {
    while (running) {
      const t = performance.now();
      const r = await fetch(`${api}/api/correction/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ text }),
      });
      const body = (await r.json()) as { response?: { partial?: boolean } };
      if (!r.ok) throw new Error(`check answered ${r.status}`);
      if (body.response?.partial) partial++;
      checkTimes.push(performance.now() - t);
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await health(`${CLIENTS} clients checking`);
  await signIns(`${CLIENTS} clients checking`);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, SECONDS * 1000 - 4000)));
  running = false;
  await Promise.all(clients);
  checkTimes.sort((a, b) => a - b);
  console.log(
    `\n${CLIENTS} clients x 10,000 random syllables: ${checkTimes.length} checks, response ` +
      `p50 ${percentile(checkTimes, 50).toFixed(0)} ms, p99 ${percentile(checkTimes, 99).toFixed(0)} ms ` +
      `(queueing for the pool included), ${partial} partial`,
  );
  const after = memoryOf(server.pid as number);
  console.log(
    `server RSS after the load ${mb(after.rss)} MB, peak ${mb(after.peak)} MB (aim: at most 400 MB)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database.stop();
}
