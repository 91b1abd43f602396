import type { Pool } from '../db/pool';

/** One key's counter after a hit: hits in the current window and when the window ends. */
export interface Hit {
  count: number;
  resetAt: Date;
}

export interface Counter extends Hit {
  /** The latest hit. */
  lastAt: Date;
}

/**
 * Counters for rate limits, sign-in throttles and lock-outs, shared by every API instance:
 * in PostgreSQL by default, in Redis when REDIS_URL is set. Each key counts hits in a fixed
 * window that starts with its first hit. Every operation is one atomic step in the store, so
 * simultaneous requests (on one instance or several) never lose a hit.
 */
export interface LimitStore {
  /** Counts one hit; a window over since `resetAt` starts again at 1. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The key's live counter, if any (no hit counted). */
  peek(key: string): Promise<Counter | undefined>;
  /** Forgets the key (a successful sign-in resets its pair). */
  reset(key: string): Promise<void>;
  /** Removes counters whose window ended (PostgreSQL; Redis expires keys itself). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The PostgreSQL store: one UNLOGGED row per key, updated by a single upsert (the row lock makes
 * each hit atomic). Times come from the app's clock, so tests can move through windows.
 */
export function createPostgresLimitStore(pool: Pool, clock: () => Date): LimitStore {
  return {
    async hit(key, windowMs) {
      const now = clock();
      const resetAt = new Date(now.getTime() + windowMs);
      const { rows } = await pool.query<{ count: number; reset_at: Date }>(
        `insert into limit_counters as c (key, count, reset_at, last_at) values ($1, 1, $2, $3)
         on conflict (key) do update set
           count = case when c.reset_at <= $3 then 1 else c.count + 1 end,
           reset_at = case when c.reset_at <= $3 then excluded.reset_at else c.reset_at end,
           last_at = $3
         returning count, reset_at`,
        [key, resetAt, now],
      );
      const row = rows[0]!;
      return { count: row.count, resetAt: row.reset_at };
    },

    async peek(key) {
      const { rows } = await pool.query<{ count: number; reset_at: Date; last_at: Date }>(
        'select count, reset_at, last_at from limit_counters where key = $1 and reset_at > $2',
        [key, clock()],
      );
      const row = rows[0];
      return row && { count: row.count, resetAt: row.reset_at, lastAt: row.last_at };
    },

    async reset(key) {
      await pool.query('delete from limit_counters where key = $1', [key]);
    },

    async sweep() {
      await pool.query(
        `delete from limit_counters where key in (
           select key from limit_counters where reset_at <= $1 limit 10000)`,
        [clock()],
      );
    },

    async close() {},
  };
}
