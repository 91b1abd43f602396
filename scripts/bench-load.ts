/**
 * `npm run bench:load`, in two parts.
 *
 * 1. Checks under load (`--checks` runs only this part): 10 concurrent clients (BENCH_CLIENTS)
 *    each sending 1,000-character checks (BENCH_CHECK_LENGTH) one after another for
 *    BENCH_CHECK_SECONDS (default 10) to one API instance with its default worker pool, then the
 *    same load on the engine pool alone (no HTTP). The text holds known mistakes, so a complete
 *    answer always has issues: prints p50/p99/max latency, empty answers (no issues, as the
 *    member would see them), partial answers (and how many of them were empty: a check cancelled
 *    while it waited) and busy answers (503).
 * 2. Capacity: two API instances (two processes, `server/main.ts`, as deployed behind a
 *    load balancer) on one PostgreSQL, driven at 200 concurrent connections spread over both:
 *    sign-in, reissue and a correction check, each for BENCH_SECONDS (default 10). Prints req/s,
 *    p50/p99 latency and the error rate (every non-2xx reply, socket error and timeout).
 *
 * Everything runs on this machine: an embedded PostgreSQL in a temporary folder, the two
 * instances on loopback ports. Each connection is its own client (its own `X-Forwarded-For`,
 * with TRUST_PROXY=true, as behind a proxy) and its own member and session, so the shared
 * limits and the sign-in throttle count as in production; RATE_LIMIT_FACTOR lifts the
 * per-client figures for the run. BENCH_CONNECTIONS sets the connections, BENCH_SECONDS the
 * duration of each call, BENCH_TEXT_LENGTH the checked text (default 300 characters).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { correctionEndpoints } from '../src/contracts/correction';
import { healthEndpoints } from '../src/contracts/health';
import { identityEndpoints } from '../src/contracts/identity';
import { DEV_PROSE } from '@dadeum/correction/dev-set';
import { REPO_ROOT } from '../server/config';
import { createEnginePool, poolThreads } from '../server/correction/engine-pool';
import { CHECK_BUDGET_MS } from '../server/correction/service';
import { freePort, startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createPool } from '../server/db/pool';
import { hashPassword } from '../server/security/passwords';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const TEXT_LENGTH = Number(process.env.BENCH_TEXT_LENGTH ?? 300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const CHECK_LENGTH = Number(process.env.BENCH_CHECK_LENGTH ?? 1000);
const CHECK_SECONDS = Number(process.env.BENCH_CHECK_SECONDS ?? 10);
const CHECKS_ONLY = process.argv.includes('--checks');
const INSTANCES = 2;
const PASSWORD = 'Bench1!password';

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
}

interface Member {
  email: string;
  address: string;
  token: string;
  cookie: string;
}

function startInstance(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = { CORRECTION_THREADS: '1' },
): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--max-semi-space-size=8', path.join(REPO_ROOT, 'server', 'main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        API_PORT: String(port),
        DATABASE_URL: databaseUrl,
        // Every instance signs and checks the same tokens: one secret, one issuer.
        JWT_ISSUER: 'https://api.bench.invalid',
        VITE_API_BASE_URL: 'http://127.0.0.1',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        RATE_LIMIT_FACTOR: '1000',
        ...env,
      },
    },
  );
}

async function waitReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${healthEndpoints.ready.path}`).catch(() => undefined);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready in 120 s`);
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const total = result['2xx'] + result.non2xx + result.errors + result.timeouts;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Per connection: one member (its address, token and cookie), kept across its requests. */
function perConnection(members: Member[]) {
  let next = 0;
  return (context: Record<string, unknown>): Member => {
    context.member ??= members[next++ % members.length];
    return context.member as Member;
  };
}

/**
 * `count` members written directly (one argon2id hash shared), each on the premium plan (no
 * monthly limit, 10,000 characters per check), then signed in through the API (spread over
 * `urls`): each then owns a session.
 */
async function createMembers(databaseUrl: string, urls: string[], count: number, tag: string) {
  const pool = createPool(databaseUrl);
  const hash = await hashPassword(PASSWORD);
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${tag}-${i}@example.com`;
    await pool.query(
      `with member as (
         insert into members (email, password_hash, name, provider, verified, created_at)
         values ($1, $2, 'Load', 'local', 'Y', now()) returning id)
       insert into subscriptions (member_id, plan_id, status, started_at)
       select id, 'premium', 'active', now() from member`,
      [email, hash],
    );
    members.push({ email, address: `10.${i >> 8}.${i & 255}.1`, token: '', cookie: '' });
  }
  await pool.end();
  await Promise.all(
    members.map(async (member, i) => {
      const reply = await fetch(`${urls[i % urls.length]}${identityEndpoints.signIn.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': member.address },
        body: JSON.stringify({ email: member.email, password: PASSWORD }),
      });
      if (reply.status !== 200) throw new Error(`sign-in ${reply.status}`);
      member.token = reply.headers.get('authorization')!.slice('Bearer '.length);
      member.cookie = /dadeum_rt=([^;]+)/.exec(reply.headers.get('set-cookie') ?? '')![1]!;
    }),
  );
  return members;
}

/**
 * `length` characters of correct prose with a known mistake (the same sentence) about every
 * 250 characters: a complete answer always has issues, so an empty one is visibly wrong.
 */
function textWithMistakes(length: number): string {
  const mistake = '몇일 동안 비가 와서 할수 없이 집에 있었다.';
  let text = '';
  let sinceMistake = 0;
  for (let i = 0; text.length < length; i++) {
    const sentence = DEV_PROSE[i % DEV_PROSE.length]!;
    text += (text ? ' ' : '') + sentence;
    sinceMistake += sentence.length;
    if (sinceMistake >= 250) {
      text += ' ' + mistake;
      sinceMistake = 0;
    }
  }
  return text.slice(0, length);
}

/** An answer with issues; with none (as the member sees it); marked partial; 503; anything else. */
type Outcome = 'complete' | 'empty' | 'partial' | 'partial and empty' | 'busy' | 'failed';

interface LoadFigures {
  answers: number;
  p50: number;
  p99: number;
  max: number;
  outcomes: Record<Outcome, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `clients` closed loops (each sends its next request when the previous one is answered) for
 * `seconds`: latency of every request and what each answer was.
 */
async function closedLoop(
  clients: number,
  seconds: number,
  once: (client: number) => Promise<Outcome>,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const outcomes: Record<Outcome, number> = {
    complete: 0,
    empty: 0,
    partial: 0,
    'partial and empty': 0,
    busy: 0,
    failed: 0,
  };
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const started = performance.now();
        const outcome = await once(client).catch((): Outcome => 'failed');
        latencies.push(performance.now() - started);
        outcomes[outcome] += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    answers: latencies.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
    outcomes,
  };
}

/** What the member would see of a check's issues. */
function outcomeOf(result: { issues: unknown[]; partial?: boolean }): Outcome {
  const empty = result.issues.length === 0;
  if (result.partial) return empty ? 'partial and empty' : 'partial';
  return empty ? 'empty' : 'complete';
}

function printLoad(rows: { name: string; figures: LoadFigures }[]) {
  console.log(
    '| Run | answers | p50 ms | p99 ms | max ms | empty (no issues) | partial (of them empty) | busy (503) | other errors |\n' +
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const { name, figures } of rows) {
    const { outcomes: o } = figures;
    const empty = o.empty + o['partial and empty'];
    const partial = o.partial + o['partial and empty'];
    console.log(
      `| ${name} | ${figures.answers} | ${figures.p50} | ${figures.p99} | ${figures.max} | ` +
        `${empty} | ${partial} (${o['partial and empty']}) | ${o.busy} | ${o.failed} |`,
    );
  }
}

/**
 * Part 1: `CLIENTS` clients checking `CHECK_LENGTH` characters each, one after another, against
 * one instance with its default pool; then the same on the engine pool alone.
 */
async function checksUnderLoad(databaseUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The pool as deployed: its size and queue from the machine (no CORRECTION_* settings).
  const child = startInstance(databaseUrl, port, {});
  const rows: { name: string; figures: LoadFigures }[] = [];
  try {
    await waitReady(url, child);
    const members = await createMembers(databaseUrl, [url], CLIENTS, 'checks');
    const text = textWithMistakes(CHECK_LENGTH);
    const body = JSON.stringify({ text });
    // Warm the JIT of the request path and the engine of every thread.
    await Promise.all(
      members.map((member) =>
        fetch(`${url}${correctionEndpoints.check.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${member.token}`,
            'x-forwarded-for': member.address,
          },
          body,
        }).then((reply) => reply.arrayBuffer()),
      ),
    );
    rows.push({
      name: `HTTP: ${CLIENTS} clients, POST /api/correction/check (${CHECK_LENGTH} chars)`,
      figures: await closedLoop(CLIENTS, CHECK_SECONDS, async (client) => {
        const member = members[client]!;
        const reply = await fetch(`${url}${correctionEndpoints.check.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${member.token}`,
            'x-forwarded-for': member.address,
          },
          body,
        });
        const json = (await reply.json()) as {
          response?: { issues: unknown[]; partial?: boolean };
        };
        if (reply.status === 503) return 'busy';
        if (reply.status !== 200 || !json.response) return 'failed';
        return outcomeOf(json.response);
      }),
    });
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }

  const engine = createEnginePool();
  try {
    await engine.ready();
    const text = textWithMistakes(CHECK_LENGTH);
    rows.push({
      name: `engine pool alone: ${CLIENTS} clients (${CHECK_LENGTH} chars)`,
      figures: await closedLoop(CLIENTS, CHECK_SECONDS, async () =>
        outcomeOf(await engine.run(text, { language: 'ko', budgetMs: CHECK_BUDGET_MS })),
      ),
    });
  } finally {
    await engine.close();
  }
  console.log(
    `Checks under load: ${CLIENTS} concurrent clients, ${CHECK_LENGTH}-character checks with ` +
      `mistakes, ${CHECK_SECONDS} s, one instance with its default pool ` +
      `(${poolThreads()} thread(s) on ${availableParallelism()} cores), Node ${process.version}\n`,
  );
  printLoad(rows);
  console.log();
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-load-'));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({ dir, persistent: false });
  const children: ChildProcess[] = [];
  try {
    await checksUnderLoad(database.url);
    if (CHECKS_ONLY) return;

    const urls: string[] = [];
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      urls.push(`http://127.0.0.1:${port}`);
      children.push(startInstance(database.url, port));
    }
    await Promise.all(urls.map((url, i) => waitReady(url, children[i]!)));

    // One member per connection: each connection then owns a session for the reissue run.
    const members = await createMembers(database.url, urls, CONNECTIONS, 'capacity');

    console.log(
      `Dadeum load benchmark: ${INSTANCES} API instances (processes) on one PostgreSQL, ` +
        `${CONNECTIONS} connections spread over them, ${SECONDS} s per call, loopback, ` +
        `Node ${process.version}\n`,
    );
    const rows: Row[] = [];
    const at = (p: string) => urls.map((url) => `${url}${p}`);

    const signInMember = perConnection(members);
    rows.push(
      await measure('POST /auth/login/sign-in (argon2id)', {
        url: at(identityEndpoints.signIn.path) as unknown as string,
        requests: [
          {
            method: 'POST',
            setupRequest(request, context) {
              const member = signInMember(context as Record<string, unknown>);
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  'x-forwarded-for': member.address,
                },
                body: JSON.stringify({ email: member.email, password: PASSWORD }),
              };
            },
          },
        ],
      }),
    );

    const reissueMember = perConnection(members);
    rows.push(
      await measure('POST /auth/token/reissue (rotation)', {
        url: at(identityEndpoints.reissue.path) as unknown as string,
        requests: [
          {
            method: 'POST',
            setupRequest(request, context) {
              const member = reissueMember(context as Record<string, unknown>);
              return {
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${member.token}`,
                  cookie: `dadeum_rt=${member.cookie}`,
                  'x-forwarded-for': member.address,
                },
              };
            },
            onResponse(status, _body, context, headers) {
              const member = (context as { member: Member }).member;
              const values = headers as unknown as Record<string, string | string[]>;
              const token = values.authorization;
              if (status === 200 && typeof token === 'string') member.token = token.slice(7);
              const cookies = ([] as string[]).concat(values['set-cookie'] ?? []);
              const cookie = cookies.map((c) => /^dadeum_rt=([^;]+)/.exec(c)?.[1]).find(Boolean);
              if (cookie) member.cookie = cookie;
            },
          },
        ],
      }),
    );

    let prose = DEV_PROSE.join(' ');
    while (prose.length < TEXT_LENGTH) prose += ' ' + prose;
    const text = prose.slice(0, TEXT_LENGTH);
    const checkMember = perConnection(members);
    rows.push(
      await measure(`POST /api/correction/check (${TEXT_LENGTH} chars)`, {
        url: at(correctionEndpoints.check.path) as unknown as string,
        requests: [
          {
            method: 'POST',
            setupRequest(request, context) {
              const member = checkMember(context as Record<string, unknown>);
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  authorization: `Bearer ${member.token}`,
                  'x-forwarded-for': member.address,
                },
                body: JSON.stringify({ text }),
              };
            },
          },
        ],
      }),
    );

    console.log(
      '| Call | req/s | p50 ms | p99 ms | requests | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const row of rows) {
      const rate = row.total ? (100 * row.errors) / row.total : 0;
      console.log(
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.total} | ` +
          `${row.errors} (${rate.toFixed(2)} %) |`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : Promise.resolve(),
      ),
    );
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
