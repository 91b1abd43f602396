import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadServerConfig } from '../config';
import { startApi, type RunningApi } from '../api-server';
import { freePort } from './embedded-postgres';

/**
 * A real fault: the embedded PostgreSQL's postmaster is killed with SIGKILL while the API runs
 * (the default `npm start` set-up, through startApi). During the outage calls answer a fast 503
 * with a retryable code; the server is brought back and the API answers again by itself.
 * How long that takes is measured by `npm run bench:recovery`, not asserted here.
 */
describe('the embedded PostgreSQL is supervised', () => {
  let dir: string;
  let api: RunningApi;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dadeum-outage-'));
    await chmod(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
    const port = await freePort();
    api = await startApi(
      loadServerConfig({
        NODE_ENV: 'test',
        API_PORT: String(port),
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
      }),
    );
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const confirm = (email: string) =>
    fetch(`${base}/verify/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });

  async function postmasterPid(): Promise<number> {
    const file = path.join(dir, 'postgres', 'cluster', 'postmaster.pid');
    return Number((await readFile(file, 'utf8')).split('\n')[0]);
  }

  it('answers 503 ERR06 during the outage, then comes back by itself', async () => {
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    expect((await confirm('before@example.com')).status).toBe(200);

    process.kill(await postmasterPid(), 'SIGKILL');

    // Call on until the API answers again: during the outage only retryable 503s, never a 500.
    const seen: { status: number; code?: string; retryAfter: string | null }[] = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const reply = await confirm('during@example.com');
      const body = (await reply.json()) as { code?: string };
      seen.push({
        status: reply.status,
        code: body.code,
        retryAfter: reply.headers.get('retry-after'),
      });
      if (reply.status === 200 && seen.some((s) => s.status === 503)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const outage = seen.filter((s) => s.status !== 200);
    expect(outage.length).toBeGreaterThan(0);
    for (const reply of outage) {
      expect(reply).toMatchObject({ status: 503, code: 'ERR06', retryAfter: '1' });
    }
    expect(seen.at(-1)?.status).toBe(200);
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const after = await confirm('after@example.com');
    expect(await after.json()).toMatchObject({ code: 'VER02' });

    // A second crash is survived the same way; /ready says so meanwhile.
    process.kill(await postmasterPid(), 'SIGKILL');
    await vi.waitFor(async () => expect((await fetch(`${base}/ready`)).status).toBe(503), {
      timeout: 10_000,
      interval: 10,
    });
    await vi.waitFor(
      async () => {
        expect((await confirm('again@example.com')).status).toBe(200);
      },
      { timeout: 60_000, interval: 100 },
    );
  }, 150_000);
});
