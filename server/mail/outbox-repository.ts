import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { mailOutbox } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailOutboxRepository(db: Executor) {
  return {
    async enqueue(mail: OutgoingMail, status: 'pending' | 'held', now: Date): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          recipient: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          links: mail.links,
          status,
          createdAt: now,
          nextAttemptAt: now,
          sentAt: status === 'held' ? now : null,
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    /**
     * Claims up to `limit` due mails for delivery (SKIP LOCKED: several workers never take the
     * same mail) by pushing their next attempt into the future while they are being sent.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const lease = new Date(now.getTime() + leaseMs);
      const result = await db.execute<{ id: number }>(sql`
        update ${mailOutbox} set next_attempt_at = ${lease.toISOString()}, attempts = attempts + 1
        where id in (
          select id from ${mailOutbox}
          where status = 'pending' and next_attempt_at <= ${now.toISOString()}
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = result.rows.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(
          nextAttemptAt
            ? { lastError: error, nextAttemptAt }
            : { lastError: error, status: 'failed' },
        )
        .where(eq(mailOutbox.id, id));
    },

    async listFor(recipient: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, recipient))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(50);
    },

    /** The newest mails to anyone (the development mailbox page). */
    async listRecent(limit = 50): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },

    async pendingCount(now: Date): Promise<number> {
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)));
      return rows.length;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

declare module '../plugins/database' {
  interface Repositories {
    mailOutbox: MailOutboxRepository;
  }
}

/** Registers `app.repos.mailOutbox` (and its place in `app.transaction`). */
export const mailOutboxRepositoryPlugin = repositoryPlugin(
  'mailOutbox',
  createMailOutboxRepository,
);
