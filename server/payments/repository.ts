import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { PlanId } from '../../src/contracts/payments';
import type { Executor } from '../db/database';
import { plans, subscriptions } from '../db/schema';
import { repositoryPlugin } from '../plugins/database';

export type PlanRow = typeof plans.$inferSelect;

export function createSubscriptionsRepository(db: Executor) {
  return {
    async plan(id: PlanId): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    /** The member's active paid subscription at `now`, with its plan. */
    async active(memberId: string, now: Date) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          and(
            eq(subscriptions.memberId, memberId),
            eq(subscriptions.status, 'active'),
            or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now)),
          ),
        )
        .orderBy(desc(subscriptions.startedAt))
        .limit(1);
      return row;
    },

    async insert(row: typeof subscriptions.$inferInsert): Promise<void> {
      await db.insert(subscriptions).values(row);
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;

declare module '../plugins/database' {
  interface Repositories {
    subscriptions: SubscriptionsRepository;
  }
}

/** Registers `app.repos.subscriptions` (and its place in `app.transaction`). */
export const subscriptionsRepositoryPlugin = repositoryPlugin(
  'subscriptions',
  createSubscriptionsRepository,
);
