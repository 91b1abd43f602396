import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadServerConfig } from './config';
import { createPool, type Pool } from './db/pool';
import { createTestDatabase, type TestDatabase } from './test-support/database';

describe('health and readiness', () => {
  let database: TestDatabase;
  let pool: Pool;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool(database.url);
    app = await buildApp({ config: loadServerConfig({ NODE_ENV: 'test' }), pool });
  });

  afterAll(async () => {
    await app.close();
    await pool.end();
    await database.drop();
  });

  it('answers GET /health with 200 and status ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers GET /ready with 200 while PostgreSQL answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers GET /ready with 503 when the database is unreachable', async () => {
    const deadPool = createPool('postgres://nobody:nothing@127.0.0.1:1/none');
    const deadApp = await buildApp({
      config: loadServerConfig({ NODE_ENV: 'test' }),
      pool: deadPool,
      migrate: false,
    });
    try {
      const response = await deadApp.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await deadApp.close();
      await deadPool.end();
    }
  });
});
