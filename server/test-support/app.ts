import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadServerConfig } from '../config';
import { createPool, type Pool } from '../db/pool';
import { devEndpoints } from '../../src/contracts/dev';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: App;
  pool: Pool;
  database: TestDatabase;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The real app on a fresh database of the test run's PostgreSQL, with a movable clock. */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'pool' | 'clock'>> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const pool = createPool(database.url);
  let offset = 0;
  const app = await buildApp({
    config: loadServerConfig({ NODE_ENV: 'test', ...env }),
    ...options,
    pool,
    clock: () => new Date(Date.now() + offset),
  });
  return {
    app,
    pool,
    database,
    advance(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      await pool.end();
      await database.drop();
    },
  };
}

export const PASSWORD = 'Secret1!pass';

/** The token from `Authorization: Bearer ...` of a reply. */
export function accessTokenOf(response: LightMyRequestResponse): string {
  const header = response.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) {
    throw new Error(`no bearer token in reply ${response.statusCode}: ${response.body}`);
  }
  return header.slice('Bearer '.length);
}

/** The refresh cookie value set by a reply, if any. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'dadeum_rt' && cookie.value)?.value;
}

/** The links of the newest mail to an address, via the dev mailbox. */
export async function latestLink(app: App, to: string): Promise<URL> {
  const response = await app.inject({
    method: 'GET',
    url: devEndpoints.mailbox.path,
    query: { to },
  });
  const mails = response.json<{ links: string[] }[]>();
  const link = mails[0]?.links[0];
  if (!link) throw new Error(`no mail to ${to}`);
  return new URL(link);
}

/** Verifies the address through the mailed link, as the web app does. */
export async function verifyAddress(app: App, email: string): Promise<void> {
  const sent = await app.inject({
    method: 'POST',
    url: '/verify/send-email',
    payload: { email, flag: 'local' },
  });
  if (sent.statusCode !== 200) throw new Error(`send-email ${sent.statusCode}: ${sent.body}`);
  const link = await latestLink(app, email);
  const checked = await app.inject({ method: 'GET', url: `/verify/verify-email${link.search}` });
  if (checked.statusCode !== 200) throw new Error(`verify ${checked.statusCode}: ${checked.body}`);
}

export interface SignedIn {
  token: string;
  cookie: string;
}

/** Verified e-mail, then sign-up: a signed-in local member. */
export async function signUp(app: App, email: string, password = PASSWORD): Promise<SignedIn> {
  await verifyAddress(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login/sign-up',
    payload: {
      email,
      password,
      name: '김다듬',
      country_code: 'KOR',
      birth_date: '19900101',
      verified: 'Y',
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-up ${response.statusCode}: ${response.body}`);
  return { token: accessTokenOf(response), cookie: refreshCookieOf(response)! };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
