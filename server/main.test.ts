import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';
import { freePort } from './db/embedded-postgres';
import { startApi } from './api-server';
import { createTestDatabase } from './test-support/database';

describe('startApi', () => {
  it('runs against an external PostgreSQL from DATABASE_URL, migrates, answers and closes', async () => {
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
  });
});
