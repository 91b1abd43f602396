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

/** A progressive throttle: `free` attempts, then waits doubling from `baseDelayMs` to `maxDelayMs`. */
export interface ThrottlePolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The counter ends this long after its first attempt. */
  windowMs: number;
}

export interface ThrottleResult {
  allowed: boolean;
  /** When refused: how long until the next attempt is allowed. */
  retryAfterMs: number;
}

/** The wait after the `count`-th attempt of a throttled key (0 while attempts are free). */
export function throttleDelayMs(count: number, policy: ThrottlePolicy): number {
  if (count < policy.free) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (count - policy.free), policy.maxDelayMs);
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
  /**
   * One attempt under a progressive throttle, decided and counted in one atomic step: allowed
   * (and counted) when the wait after the previous attempt is over, else refused (not counted).
   */
  throttle(key: string, policy: ThrottlePolicy): Promise<ThrottleResult>;
  /** The key's live counter, if any (no hit counted). */
  peek(key: string): Promise<Counter | undefined>;
  /** Forgets the key (a successful sign-in resets its pair). */
  reset(key: string): Promise<void>;
  /** Removes counters whose window ended (PostgreSQL; Redis expires keys itself). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/** throttleDelayMs() in SQL, for the row `c` ($4 free, $5 base, $6 max; milliseconds). */
const DELAY_SQL = `(case when c.count < $4 then 0
  else least($5::float8 * power(2::float8, c.count - $4), $6::float8) end) * interval '1 millisecond'`;

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

    async throttle(key, policy) {
      const now = clock();
      // The row exists first (an empty counter), so the update below always finds it: it locks
      // the row, decides on its latest version and reports whether it counted the attempt.
      await pool.query(
        `insert into limit_counters (key, count, reset_at, last_at)
         values ($1, 0, $2::timestamptz + $3 * interval '1 millisecond', '-infinity')
         on conflict (key) do nothing`,
        [key, now, policy.windowMs],
      );
      // A free attempt is allowed whatever the times: simultaneous requests read the clock in
      // one order and reach the row in another, so `now` may be a little before `last_at`.
      // For the same reason `last_at` never moves back.
      const { rows } = await pool.query<{ allowed: boolean; count: number; last_at: Date }>(
        `with previous as (
           select c.key, c.reset_at <= $2 as expired,
             c.reset_at <= $2 or c.count < $4 or c.last_at + ${DELAY_SQL} <= $2 as allowed
           from limit_counters c where c.key = $1 for update)
         update limit_counters c set
           count = case when p.expired then 1 when p.allowed then c.count + 1 else c.count end,
           reset_at = case when p.expired then $2::timestamptz + $3 * interval '1 millisecond'
             else c.reset_at end,
           last_at = case when p.expired then $2 when p.allowed then greatest(c.last_at, $2)
             else c.last_at end
         from previous p where c.key = p.key
         returning p.allowed, c.count, c.last_at`,
        [key, now, policy.windowMs, policy.free, policy.baseDelayMs, policy.maxDelayMs],
      );
      const row = rows[0];
      if (!row || row.allowed) return { allowed: true, retryAfterMs: 0 };
      const waitUntil = row.last_at.getTime() + throttleDelayMs(row.count, policy);
      return { allowed: false, retryAfterMs: Math.max(1, waitUntil - now.getTime()) };
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
