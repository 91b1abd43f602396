import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/database';
import { createTestApp, type TestApp } from '../test-support/app';
import { repositoryPlugin } from './database';

/** A feature the app does not know: it brings its own repository, as every feature does. */
function createNotesRepository(db: Executor) {
  return {
    async add(note: string) {
      await db.execute(sql`insert into probe_notes (note) values (${note})`);
    },
    async count() {
      const { rows } = await db.execute(sql`select count(*)::int as n from probe_notes`);
      return (rows[0] as { n: number }).n;
    },
  };
}

declare module './database' {
  interface Repositories {
    probeNotes: ReturnType<typeof createNotesRepository>;
  }
}

describe('repositories registered by their features', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.pool.query('create table probe_notes (note text not null)');
    await t.app.register(repositoryPlugin('probeNotes', createNotesRepository));
    await t.app.ready();
  });

  afterAll(async () => {
    await t.close();
  });

  it('every feature repository is on app.repos', () => {
    for (const name of [
      'members',
      'sessions',
      'verificationTokens',
      'oauth',
      'mailOutbox',
      'survey',
      'feedback',
      'subscriptions',
      'corrections',
      'probeNotes',
    ]) {
      expect(t.app.repos, name).toHaveProperty(name);
    }
  });

  it('a registered repository takes part in app.transaction: all or nothing', async () => {
    await t.app.transaction(async (repos) => {
      await repos.probeNotes.add('kept');
    });
    await expect(
      t.app.transaction(async (repos) => {
        await repos.probeNotes.add('rolled back');
        // Another feature's repository in the same transaction.
        await repos.members.findActiveLocalByEmail('nobody@example.com');
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect(await t.app.repos.probeNotes.count()).toBe(1);
  });
});
