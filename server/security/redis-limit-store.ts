import type { Redis } from 'ioredis';
import type { LimitStore, ThrottlePolicy } from './limit-store';

const PREFIX = 'dadeum:limit:';

/** hit(): INCR, the window set by the first hit; returns the count and the window's rest. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * throttle(): a hash {count, last}; ARGV now, window, free, base, max (milliseconds). Allowed
 * attempts are counted; refused ones change nothing and return the wait. A free attempt is
 * allowed whatever the times, and `last` never moves back: simultaneous requests read the clock
 * in one order and reach Redis in another.
 */
const THROTTLE = `
local now = tonumber(ARGV[1])
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local delay = 0
if count >= tonumber(ARGV[3]) then
  delay = math.min(tonumber(ARGV[4]) * 2 ^ (count - tonumber(ARGV[3])), tonumber(ARGV[5]))
end
if count >= tonumber(ARGV[3]) and last + delay > now then return {0, last + delay - now} end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', math.max(last, now))
if count == 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, 0}`;

/** PEEK: the count (a string counter or a throttle hash) and the window's rest. */
const PEEK = `
local kind = redis.call('TYPE', KEYS[1])['ok']
local count
if kind == 'string' then count = tonumber(redis.call('GET', KEYS[1]))
elseif kind == 'hash' then count = tonumber(redis.call('HGET', KEYS[1], 'count'))
else return nil end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * The Redis store (REDIS_URL): the same operations as the PostgreSQL one, each a Lua script,
 * so each is atomic in Redis. Windows expire with the keys; times are the app's clock for
 * throttles and Redis's for windows.
 */
export function createRedisLimitStore(redis: Redis, clock: () => Date): LimitStore {
  const run = (script: string, key: string, ...args: (string | number)[]) =>
    redis.eval(script, 1, PREFIX + key, ...args) as Promise<[number, number] | null>;

  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await run(HIT, key, windowMs))!;
      return { count, resetAt: new Date(clock().getTime() + ttl) };
    },

    async throttle(key: string, policy: ThrottlePolicy) {
      const [allowed, waitMs] = (await run(
        THROTTLE,
        key,
        clock().getTime(),
        policy.windowMs,
        policy.free,
        policy.baseDelayMs,
        policy.maxDelayMs,
      ))!;
      return { allowed: allowed === 1, retryAfterMs: Math.max(allowed === 1 ? 0 : 1, waitMs) };
    },

    async peek(key) {
      const found = await run(PEEK, key);
      if (!found) return undefined;
      const now = clock();
      const resetAt = new Date(now.getTime() + Math.max(0, found[1]));
      return { count: found[0], resetAt, lastAt: now };
    },

    async reset(key) {
      await redis.del(PREFIX + key);
    },

    async sweep() {},

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
