import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createPostgresLimitStore, type LimitStore } from '../security/limit-store';
import { createRedisLimitStore } from '../security/redis-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters shared by every API instance (rate limits, sign-in throttle). */
    limits: LimitStore;
    /** The Redis client when REDIS_URL is set (the rate limiter's own store uses it). */
    redis: Redis | undefined;
  }
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * A store for @fastify/rate-limit over {@link LimitStore}, so the per-client limits of every
 * route are counted once for all instances. The plugin makes one child per route: its key is
 * the route plus the client (the plugin's key, the client address).
 */
export function rateLimitStore(limits: LimitStore) {
  return class SharedRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      // The plugin passes the merged route options, with the route itself as `routeInfo`.
      const route = (options as { routeInfo?: RouteInfo }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = `rl:${method} ${route?.url ?? '*'}`;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const started = Date.now();
      limits.hit(`${this.prefix}:${key}`, timeWindow).then(
        ({ count, resetAt }) =>
          callback(null, {
            current: count,
            ttl: Math.max(0, Math.min(timeWindow, resetAt.getTime() - started)),
          }),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      return new SharedRateLimitStore(options);
    }
  };
}

export interface LimitsPluginOptions {
  /** Another store (tests); default PostgreSQL over `app.pool`. */
  store?: LimitStore;
}

/**
 * The shared counters: in Redis when REDIS_URL is set, else in PostgreSQL (with a sweep of
 * ended windows every 5 minutes).
 */
export const limitsPlugin = fp<LimitsPluginOptions>(
  async (app, options) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
      : undefined;
    redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
    app.decorate('redis', redis);
    const store =
      options.store ??
      (redis
        ? createRedisLimitStore(redis, app.clock)
        : createPostgresLimitStore(app.pool, app.clock));
    app.decorate('limits', store);
    const timer = setInterval(() => {
      store.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'limit sweep failed'));
    }, 5 * 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await store.close();
    });
  },
  { name: 'limits' },
);
