import { sql } from 'drizzle-orm';
import type { CorrectionCategory } from '../../src/contracts/correction';
import type { Executor } from '../db/database';
import { correctionApplications, correctionUsage } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

/** Namespace of the per-member advisory locks taken while counting (two-key form). */
const USAGE_LOCK_NAMESPACE = 7223002;

/** First instant of `now`'s calendar month in UTC: usage is counted from there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface ApplicationInput {
  memberId: string;
  ruleId: string;
  category: CorrectionCategory;
  now: Date;
}

export interface UsageRow {
  /** The plan in force: the newest active, unexpired subscription's, else 'free'. */
  planId: string;
  /** The plan's monthly limit; null = unlimited. */
  limit: number | null;
  /** The plan's longest text per check (characters). */
  maxCharacters: number;
  /** Corrections counted this calendar month (UTC). */
  used: number;
}

/**
 * Plan, its limits and the month's count in one round trip (every check asks for them). Same
 * rule as `subscriptions.active`: status 'active', no end or an end after `now`, newest first.
 */
function usageQuery(memberId: string, now: Date) {
  return sql`
    select p.id as "planId", p.monthly_corrections as "limit",
      p.max_characters_per_request as "maxCharacters",
      coalesce((select u.shown from ${correctionUsage} u
        where u.member_id = ${memberId} and u.month_start = ${monthStart(now)}), 0) as "used"
    from plans p
    where p.id = coalesce(
      (select s.plan_id from subscriptions s
        where s.member_id = ${memberId} and s.status = 'active'
          and (s.ends_at is null or s.ends_at > ${now})
        order by s.started_at desc limit 1),
      'free')`;
}

function firstUsage(rows: Record<string, unknown>[]): UsageRow {
  const row = rows[0] as UsageRow | undefined;
  if (!row) throw new Error('plan "free" missing: migrations not applied');
  return row;
}

export function createCorrectionsRepository(db: Executor) {
  return {
    /** The member's plan, its limits and the month's count at `now`. */
    async usage(memberId: string, now: Date): Promise<UsageRow> {
      return firstUsage((await db.execute(usageQuery(memberId, now))).rows);
    },

    /**
     * Counts up to `wanted` corrections for the member's month, never past `limit`: returns how
     * many were counted and the month's count afterwards. Read and write run under a per-member
     * lock, so parallel checks never push the count past the limit.
     */
    async count(input: {
      memberId: string;
      now: Date;
      wanted: number;
      limit: number;
    }): Promise<{ counted: number; used: number }> {
      const month = monthStart(input.now);
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${USAGE_LOCK_NAMESPACE}, hashtext(${input.memberId}))`,
        );
        const { rows } = await tx.execute(
          sql`select shown from ${correctionUsage}
              where member_id = ${input.memberId} and month_start = ${month}`,
        );
        const before = (rows[0] as { shown: number } | undefined)?.shown ?? 0;
        const counted = Math.max(0, Math.min(input.wanted, input.limit - before));
        if (counted > 0) {
          await tx
            .insert(correctionUsage)
            .values({ memberId: input.memberId, monthStart: month, shown: counted })
            .onConflictDoUpdate({
              target: [correctionUsage.memberId, correctionUsage.monthStart],
              set: { shown: sql`${correctionUsage.shown} + ${counted}` },
            });
        }
        return { counted, used: before + counted };
      });
    },

    /** Records one applied suggestion (rule and category; statistics, never limited). */
    async record(input: ApplicationInput): Promise<void> {
      await db.insert(correctionApplications).values({
        memberId: input.memberId,
        ruleId: input.ruleId,
        category: input.category,
        appliedAt: input.now,
      });
    },
  };
}

export type CorrectionsRepository = ReturnType<typeof createCorrectionsRepository>;

declare module '../plugins/database' {
  interface Repositories {
    corrections: CorrectionsRepository;
  }
}

/** Registers `app.repos.corrections` (and its place in `app.transaction`). */
export const correctionsRepositoryPlugin = repositoryPlugin(
  'corrections',
  createCorrectionsRepository,
);
