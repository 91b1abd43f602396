/**
 * `npm run bench:load`: two API instances (two processes, `server/main.ts`, as deployed behind a
 * load balancer) on one PostgreSQL, driven at 200 concurrent connections spread over both:
 * sign-in, reissue and a correction check, each for BENCH_SECONDS (default 10). Prints req/s,
 * p50/p99 latency and the error rate (every non-2xx reply, socket error and timeout).
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
import { tmpdir } from 'node:os';
import path from 'node:path';
import { correctionEndpoints } from '../src/contracts/correction';
import { healthEndpoints } from '../src/contracts/health';
import { identityEndpoints } from '../src/contracts/identity';
import { DEV_PROSE } from '@dadeum/correction/dev-set';
import { REPO_ROOT } from '../server/config';
import { freePort, startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createPool } from '../server/db/pool';
import { hashPassword } from '../server/security/passwords';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const TEXT_LENGTH = Number(process.env.BENCH_TEXT_LENGTH ?? 300);
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

function startInstance(databaseUrl: string, port: number): ChildProcess {
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
        CORRECTION_THREADS: '1',
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

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-load-'));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({ dir, persistent: false });
  const children: ChildProcess[] = [];
  try {
    const urls: string[] = [];
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      urls.push(`http://127.0.0.1:${port}`);
      children.push(startInstance(database.url, port));
    }
    await Promise.all(urls.map((url, i) => waitReady(url, children[i]!)));

    // One member per connection, written directly (one argon2id hash shared), then signed in
    // through the API: each connection then owns a session for the reissue run.
    const pool = createPool(database.url);
    const hash = await hashPassword(PASSWORD);
    const members: Member[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const email = `load-${i}@example.com`;
      await pool.query(
        `insert into members (email, password_hash, name, provider, verified, created_at)
         values ($1, $2, 'Load', 'local', 'Y', now())`,
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
