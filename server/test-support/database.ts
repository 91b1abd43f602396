import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './vitest-context';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database in the test run's PostgreSQL, for one test file. Call in beforeAll
 * and drop in afterAll, so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
