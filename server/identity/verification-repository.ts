import { and, count, desc, eq, gt, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { verificationTokens, type VERIFICATION_PURPOSES } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
export type VerificationTokenRow = typeof verificationTokens.$inferSelect;

/** First key of the advisory locks that serialise the mails to one address (second: its hash). */
const MAIL_LOCK_NAMESPACE = 7_223_002;

export function createVerificationTokensRepository(db: Executor) {
  return {
    /**
     * Serialises the sends of one kind to one address until the transaction ends (an advisory
     * lock, so every API instance on the database waits its turn): the limit's check and the
     * link's insert become one step. Call inside a transaction.
     */
    async lockAddress(email: string, kind: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${MAIL_LOCK_NAMESPACE}, hashtext(${`${kind}:${email}`}))`,
      );
    },

    /** Sends to this address for these purposes since `since`, and the latest one. */
    async sendStats(email: string, purposes: VerificationPurpose[], since: Date) {
      const [row] = await db
        .select({ sends: count(), latest: max(verificationTokens.createdAt) })
        .from(verificationTokens)
        .where(
          and(
            eq(verificationTokens.email, email),
            inArray(verificationTokens.purpose, purposes),
            gt(verificationTokens.createdAt, since),
          ),
        );
      return { sends: row?.sends ?? 0, latest: row?.latest ?? null };
    },

    async insert(row: typeof verificationTokens.$inferInsert): Promise<void> {
      await db.insert(verificationTokens).values(row);
    },

    async findByHash(tokenHash: string): Promise<VerificationTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationTokens)
        .where(eq(verificationTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Single use: false when another request consumed it first. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationTokens)
        .set({ consumedAt: now })
        .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.consumedAt)))
        .returning({ id: verificationTokens.id });
      return rows.length === 1;
    },

    /**
     * The newest confirmed, unused sign-up verification of this address since `since`, locked
     * until the transaction ends (two sign-ups cannot use the same verification).
     */
    async findConfirmedSignup(email: string, since: Date) {
      const [row] = await db
        .select()
        .from(verificationTokens)
        .where(
          and(
            eq(verificationTokens.email, email),
            eq(verificationTokens.purpose, 'signup'),
            isNotNull(verificationTokens.consumedAt),
            gt(verificationTokens.consumedAt, since),
            isNull(verificationTokens.usedAt),
          ),
        )
        .orderBy(desc(verificationTokens.consumedAt))
        .limit(1)
        .for('update');
      return row;
    },

    async markUsed(id: string, now: Date): Promise<void> {
      await db.update(verificationTokens).set({ usedAt: now }).where(eq(verificationTokens.id, id));
    },
  };
}

export type VerificationTokensRepository = ReturnType<typeof createVerificationTokensRepository>;

declare module '../plugins/database' {
  interface Repositories {
    verificationTokens: VerificationTokensRepository;
  }
}

/** Registers `app.repos.verificationTokens` (and its place in `app.transaction`). */
export const verificationTokensRepositoryPlugin = repositoryPlugin(
  'verificationTokens',
  createVerificationTokensRepository,
);
