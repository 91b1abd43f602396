/**
 * `npm run bench:recovery`: how long the API takes to answer again after its embedded
 * PostgreSQL is killed with SIGKILL (the default `npm start` set-up, through startApi, with the
 * supervisor in server/db/embedded-postgres.ts), and what callers get meanwhile.
 *
 * Each round kills the postmaster, then calls POST /verify/confirm-email every 10 ms until it
 * answers 200 again, and prints: the time from the kill to the first 200, the 503 replies
 * (ERR06, the retryable code) and any other error, and the slowest reply during the outage.
 * BENCH_ROUNDS (default 5) sets the rounds. Runs on its own temporary data folder.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verificationEndpoints } from '../src/contracts/identity-verification';
import { loadServerConfig } from '../server/config';
import { freePort } from '../server/db/embedded-postgres';
import { startApi } from '../server/api-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface Round {
  recoveryMs: number;
  unavailable: number;
  otherErrors: number;
  slowestMs: number;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-recovery-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const api = await startApi(
    loadServerConfig({
      NODE_ENV: 'test',
      API_PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const pidFile = path.join(dir, 'postgres', 'cluster', 'postmaster.pid');
  const call = async () => {
    const started = performance.now();
    const reply = await fetch(`${base}${verificationEndpoints.confirmEmail.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'recovery@example.com' }),
    });
    const body = (await reply.json()) as { code?: string };
    return { status: reply.status, code: body.code, ms: performance.now() - started };
  };

  const rounds: Round[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      if ((await call()).status !== 200) throw new Error('the API does not answer before the kill');
      const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      const killed = performance.now();
      process.kill(pid, 'SIGKILL');
      const result: Round = { recoveryMs: 0, unavailable: 0, otherErrors: 0, slowestMs: 0 };
      for (;;) {
        const reply = await call();
        result.slowestMs = Math.max(result.slowestMs, reply.ms);
        if (reply.status === 200 && result.unavailable + result.otherErrors > 0) break;
        if (reply.status === 503 && reply.code === 'ERR06') result.unavailable++;
        else if (reply.status !== 200) result.otherErrors++;
        if (performance.now() - killed > 120_000) throw new Error('no recovery in 120 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      result.recoveryMs = performance.now() - killed;
      rounds.push(result);
      console.log(
        `round ${round + 1}: answering again after ${result.recoveryMs.toFixed(0)} ms; ` +
          `${result.unavailable} × 503 ERR06, ${result.otherErrors} other errors, ` +
          `slowest reply ${result.slowestMs.toFixed(0)} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  }
  const sorted = rounds.map((r) => r.recoveryMs).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `\nrecovery after kill -9 of PostgreSQL (${rounds.length} rounds): median ${median.toFixed(0)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms; other errors: ${rounds.reduce((n, r) => n + r.otherErrors, 0)}`,
  );
}

await main();
