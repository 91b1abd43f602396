import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';
import { freePort } from './db/embedded-postgres';
import { startApi } from './api-server';
import { createTestDatabase } from './test-support/database';

describe('startApi', () => {
  // A whole API start (the engine's preload among it): longer than the project's 20 s on a busy
  // 2-core machine.
  it(
    'runs against an external PostgreSQL from DATABASE_URL, migrates, answers and closes',
    { timeout: 90_000 },
    async () => {
      const database = await createTestDatabase();
      const port = await freePort();
      const api = await startApi(
        loadServerConfig({
          NODE_ENV: 'test',
          API_PORT: String(port),
          DATABASE_URL: database.url,
          LOG_LEVEL: 'silent',
        }),
      );
      try {
        expect(api.embedded).toBe(false);
        expect(api.databaseUrl).toBe(database.url);
        const ready = await fetch(`http://127.0.0.1:${port}/ready`);
        expect(ready.status).toBe(200);
        const confirm = await fetch(`http://127.0.0.1:${port}/verify/confirm-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'main@example.com' }),
        });
        expect(await confirm.json()).toMatchObject({ code: 'VER02', success: true });
      } finally {
        await api.close();
        await database.drop();
      }
    },
  );
});

describe('startApi when the API cannot start', () => {
  it(
    'stops the embedded PostgreSQL it started (a port in use), so the next start works',
    { timeout: 120_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-busy-'));
      await chmod(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
      const busy = createServer();
      await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
      const port = (busy.address() as AddressInfo).port;
      const config = (apiPort: number) =>
        loadServerConfig({
          NODE_ENV: 'test',
          API_PORT: String(apiPort),
          DATA_DIR: dir,
          LOG_LEVEL: 'silent',
        });
      try {
        await expect(startApi(config(port))).rejects.toMatchObject({ code: 'EADDRINUSE' });
        // Its server stopped cleanly: no lock file left, nothing holding the data directory.
        expect(existsSync(path.join(dir, 'postgres', 'cluster', 'postmaster.pid'))).toBe(false);
        const api = await startApi(config(await freePort()));
        await api.close();
      } finally {
        busy.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
