import { sql } from 'drizzle-orm';
import type { CorrectionCategory } from '../../src/contracts/correction';
import type { Executor } from '../db/database';
import { correctionApplications } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

/** Namespace of the per-member advisory locks taken while counting and recording (two-key form). */
const APPLY_LOCK_NAMESPACE = 7223002;

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
  /** Applications this calendar month (UTC). */
  used: number;
}

/**
 * Plan and month's count in one round trip (a check asks for them every time). Same rule as
 * `subscriptions.active`: status 'active', no end or an end after `now`, newest first.
 */
function usageQuery(memberId: string, now: Date) {
  return sql`
    select p.id as "planId", p.monthly_corrections as "limit",
      (select count(*)::int from ${correctionApplications} a
        where a.member_id = ${memberId} and a.applied_at >= ${monthStart(now)}) as "used"
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
    /** The member's plan, its limit and the month's applications at `now`. */
    async usage(memberId: string, now: Date): Promise<UsageRow> {
      return firstUsage((await db.execute(usageQuery(memberId, now))).rows);
    },

    /**
     * Records one application unless the month's count has reached `limit`. Count and insert run
     * under a per-member lock, so parallel calls never push the count past the limit.
     * Returns whether it was recorded and the usage afterwards.
     */
    async record(input: ApplicationInput): Promise<{ recorded: boolean; usage: UsageRow }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${APPLY_LOCK_NAMESPACE}, hashtext(${input.memberId}))`,
        );
        const usage = firstUsage((await tx.execute(usageQuery(input.memberId, input.now))).rows);
        if (usage.limit !== null && usage.used >= usage.limit) return { recorded: false, usage };
        await tx.insert(correctionApplications).values({
          memberId: input.memberId,
          ruleId: input.ruleId,
          category: input.category,
          appliedAt: input.now,
        });
        return { recorded: true, usage: { ...usage, used: usage.used + 1 } };
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
