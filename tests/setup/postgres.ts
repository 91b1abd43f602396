import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';

import '../../server/test-support/vitest-context';

/**
 * One real PostgreSQL for the whole server test run: the one in TEST_DATABASE_URL when set,
 * else an embedded one in a temporary folder, deleted afterwards. Each test file creates its
 * own database in it (server/test-support/database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-pg-'));
  const database = await startEmbeddedPostgres({ dir, persistent: false });
  project.provide('databaseUrl', database.url);
  return async () => {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
