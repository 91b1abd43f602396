/**
 * `npm run bench:api`: requests per second and latency (p50, p99) of the API on loopback,
 * against its own throw-away embedded PostgreSQL, beside a bare Fastify route measured in
 * the same run. Rate limits are lifted for the run; everything else (argon2id parameters,
 * session checks on every private call, refresh rotation, the correction checker with its
 * Korean dictionary) is as in production. The correction check sends 1,000 characters of
 * ordinary Korean (the engine's correct-prose development set), without the AI pass.
 *
 * The API logs as it does by default (LOG_LEVEL `info`, the server's logger options), each
 * line written synchronously to /dev/null as to a piped stdout; BENCH_LOG_LEVEL changes the
 * level. Prints the ratios of `/health` and `/member/member-info` to the bare route of the same
 * run.
 *
 * BENCH_SECONDS (default 5) sets the duration of each measurement, BENCH_CONNECTIONS
 * (default 10) the concurrent connections.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { openSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountEndpoints } from '../src/contracts/account';
import { correctionEndpoints } from '../src/contracts/correction';
import { devEndpoints } from '../src/contracts/dev';
import { healthEndpoints } from '../src/contracts/health';
import { identityEndpoints } from '../src/contracts/identity';
import { verificationEndpoints } from '../src/contracts/identity-verification';
import { DEV_PROSE } from '@dadeum/correction/dev-set';
import { buildApp } from '../server/app';
import { loadServerConfig } from '../server/config';
import { freePort, startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createPool } from '../server/db/pool';
import { loggerOptions } from '../server/logging';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const PASSWORD = 'Bench1!password';
const UNLIMITED = { max: 1_000_000_000, windowMs: 60_000 };

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

function header(headers: Record<string, string | string[]>, name: string): string[] {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value : [value];
  }
  return [];
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A log destination that writes every line synchronously, as pino does to stdout. */
function devNull() {
  const fd = openSync('/dev/null', 'w');
  return {
    write(line: string) {
      writeSync(fd, line);
    },
  };
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-bench-'));
  const database = await startEmbeddedPostgres({ dir, persistent: false });
  const pool = createPool(database.url);
  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  const config = loadServerConfig({ NODE_ENV: 'test', VITE_API_BASE_URL: api, LOG_LEVEL });
  const app = await buildApp({
    config,
    pool,
    logger: { ...loggerOptions(config), stream: devNull() },
    settings: {
      rateLimits: {
        signInPerClient: UNLIMITED,
        lookupPerClient: UNLIMITED,
        mailPerClient: UNLIMITED,
        reissuePerClient: UNLIMITED,
        socialPerClient: UNLIMITED,
        checkPerClient: UNLIMITED,
        demoPerClient: UNLIMITED,
      },
    },
    preloadChecker: true,
    reviewer: null,
  });
  await app.listen({ host: '127.0.0.1', port: apiPort });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  const barePort = await freePort();
  await bare.listen({ host: '127.0.0.1', port: barePort });

  try {
    // One verified member, signed in once per connection (each connection keeps its own
    // session, so reissue rotates a real refresh-token family per connection).
    const email = 'bench@example.com';
    await app.inject({
      method: 'POST',
      url: verificationEndpoints.sendEmail.path,
      payload: { email },
    });
    const [mail] = (
      await app.inject({ method: 'GET', url: devEndpoints.mailbox.path, query: { to: email } })
    ).json<{ links: string[] }[]>();
    const link = new URL(mail!.links[0]!);
    await app.inject({
      method: 'GET',
      url: `${verificationEndpoints.verifyEmail.path}${link.search}`,
    });
    const signUp = await app.inject({
      method: 'POST',
      url: identityEndpoints.signUp.path,
      payload: {
        email,
        password: PASSWORD,
        name: 'Bench',
        country_code: 'KOR',
        birth_date: '19900101',
      },
    });
    const token = String(signUp.headers.authorization).slice('Bearer '.length);
    // Premium: checks without the free plan's monthly limit and 2,000-character cap.
    await pool.query(
      `insert into subscriptions (member_id, plan_id, status, started_at)
       select id, 'premium', 'active', now() from members where email = $1`,
      [email],
    );

    const sessions: { token: string; cookie: string }[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const signedIn = await app.inject({
        method: 'POST',
        url: identityEndpoints.signIn.path,
        payload: { email, password: PASSWORD },
      });
      sessions.push({
        token: String(signedIn.headers.authorization).slice('Bearer '.length),
        cookie: signedIn.cookies.find((c) => c.name === 'dadeum_rt')!.value,
      });
    }

    console.log(
      `Dadeum API benchmark: ${SECONDS} s per call, ${CONNECTIONS} connections, loopback, ` +
        `Node ${process.version}\n`,
    );
    const rows: Row[] = [];
    rows.push(
      await measure('bare Fastify route (GET /bare)', { url: `http://127.0.0.1:${barePort}/bare` }),
    );
    rows.push(
      await measure('GET /health (full plugin stack, no DB)', {
        url: `${api}${healthEndpoints.health.path}`,
      }),
    );
    rows.push(
      await measure('GET /member/member-info', {
        url: `${api}${accountEndpoints.memberInfo.path}`,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    rows.push(
      await measure('POST /auth/login/sign-in (argon2id)', {
        url: `${api}${identityEndpoints.signIn.path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );

    let prose = DEV_PROSE.join(' ');
    while (prose.length < 1000) prose += ' ' + prose;
    const korean = prose.slice(0, 1000);
    rows.push(
      await measure('POST /api/correction/check (1,000 chars)', {
        url: `${api}${correctionEndpoints.check.path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ text: korean }),
      }),
    );

    let next = 0;
    rows.push(
      await measure('POST /auth/token/reissue (rotation)', {
        url: `${api}${identityEndpoints.reissue.path}`,
        requests: [
          {
            method: 'POST',
            setupRequest(request, context) {
              const state = context as { token?: string; cookie?: string };
              if (!state.token) Object.assign(state, sessions[next++ % sessions.length]);
              return {
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${state.token}`,
                  cookie: `dadeum_rt=${state.cookie}`,
                },
              };
            },
            onResponse(_status, _body, context, headers) {
              const state = context as { token?: string; cookie?: string };
              const auth = header(headers as Record<string, string | string[]>, 'authorization')[0];
              if (auth) state.token = auth.slice('Bearer '.length);
              for (const line of header(
                headers as Record<string, string | string[]>,
                'set-cookie',
              )) {
                const match = /^dadeum_rt=([^;]+)/.exec(line);
                if (match) state.cookie = match[1];
              }
            },
          },
        ],
      }),
    );

    const width = Math.max(...rows.map((row) => row.name.length));
    console.log(
      `${'call'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'2xx'.padStart(7)}  other`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(width)}  ${String(row.requestsPerSecond).padStart(7)}  ${String(row.p50).padStart(7)}  ${String(row.p99).padStart(7)}  ${String(row.ok).padStart(7)}  ${row.failed}`,
      );
    }
    const rate = (prefix: string) => rows.find((row) => row.name.startsWith(prefix))!;
    const bareRate = rate('bare').requestsPerSecond;
    console.log(
      `\nagainst the bare route (log level ${LOG_LEVEL}): ` +
        `/health ${(rate('GET /health').requestsPerSecond / bareRate).toFixed(2)}x, ` +
        `/member/member-info ${(rate('GET /member/member-info').requestsPerSecond / bareRate).toFixed(2)}x`,
    );
  } finally {
    await bare.close();
    await app.close();
    await pool.end();
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
