import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID, DEV_FIREFOX_EXTENSION_UUID } from '../../src/config/runtime-env';
import { buildApp, type App } from '../app';
import { loadServerConfig } from '../config';
import { createPool, type Pool } from '../db/pool';
import { createTestDatabase, type TestDatabase } from '../test-support/database';

const DEV_ORIGIN = `chrome-extension://${DEV_EXTENSION_ID}`;
const DEV_FIREFOX_ORIGIN = `moz-extension://${DEV_FIREFOX_EXTENSION_UUID}`;

describe('CORS for the web app and the extension pages', () => {
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

  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/auth/token/reissue',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });

  it('allows the local builds of the extension (pinned Chrome id, pinned Firefox uuid) with credentials outside production', async () => {
    expect(loadServerConfig({ NODE_ENV: 'development' }).extensionOrigins).toEqual([
      DEV_ORIGIN,
      DEV_FIREFOX_ORIGIN,
    ]);
    for (const origin of [DEV_ORIGIN, DEV_FIREFOX_ORIGIN]) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('never allows another extension or any origin (no *)', async () => {
    for (const origin of [
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      'moz-extension://00000000-0000-4000-8000-000000000000',
      'https://evil.example',
    ]) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('in production allows exactly the configured extension origins', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
    };
    expect(loadServerConfig(production).extensionOrigins).toEqual([]);
    expect(
      loadServerConfig({ ...production, EXTENSION_ORIGINS: 'chrome-extension://storeid' })
        .extensionOrigins,
    ).toEqual(['chrome-extension://storeid']);
  });
});
