import pg from 'pg';

export type Pool = pg.Pool;

export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    // A request waits at most this long for a connection (a busy pool, a server that does not
    // answer), then fails with "database unavailable" (503 ERR06) instead of hanging.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

export async function isDatabaseReachable(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}

/** Network errors of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);

/**
 * Whether an error means "the database is not there right now" (down, restarting, recovering,
 * out of connections; Redis unreachable, with REDIS_URL), as opposed to a bug or bad data: such
 * a request is answered 503 ERR06, to be retried. Looks through Drizzle's wrapper (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code)) return true;
      // 08: connection exception; 57P01-57P03: shutdown, crash, starting up or recovering;
      // 53300: too many connections.
      if (/^08...$|^57P0[123]$|^53300$/.test(code)) return true;
    }
    if (
      typeof message === 'string' &&
      /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|^Reached the max retries per request limit|^Connection is closed/.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
