import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { correctionApplications } from '../db/schema';

/** Namespace of the per-member advisory locks taken while counting and recording (two-key form). */
const APPLY_LOCK_NAMESPACE = 7223002;

/** First instant of `now`'s calendar month in UTC: usage is counted from there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface ApplicationInput {
  memberId: string;
  ruleId: string;
  category: string;
  now: Date;
  /** Monthly limit of the member's plan; null = unlimited. */
  limit: number | null;
}

export function createCorrectionsRepository(db: Database) {
  return {
    /** Applications of the member since `since` (the start of the month). */
    async countSince(memberId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(correctionApplications)
        .where(
          and(
            eq(correctionApplications.memberId, memberId),
            gte(correctionApplications.appliedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Records one application unless the month's count has reached `limit`. Count and insert run
     * under a per-member lock, so parallel calls never push the count past the limit.
     * Returns whether it was recorded and the month's count afterwards.
     */
    async record(input: ApplicationInput): Promise<{ recorded: boolean; used: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${APPLY_LOCK_NAMESPACE}, hashtext(${input.memberId}))`,
        );
        const [row] = await tx
          .select({ n: count() })
          .from(correctionApplications)
          .where(
            and(
              eq(correctionApplications.memberId, input.memberId),
              gte(correctionApplications.appliedAt, monthStart(input.now)),
            ),
          );
        const used = row?.n ?? 0;
        if (input.limit !== null && used >= input.limit) return { recorded: false, used };
        await tx.insert(correctionApplications).values({
          memberId: input.memberId,
          ruleId: input.ruleId,
          category: input.category,
          appliedAt: input.now,
        });
        return { recorded: true, used: used + 1 };
      });
    },
  };
}

export type CorrectionsRepository = ReturnType<typeof createCorrectionsRepository>;
