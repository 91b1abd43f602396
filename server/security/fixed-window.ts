/**
 * Counts hits per key in fixed windows, in memory (one API process; behind several processes
 * each counts its own share). Used for the per-account sign-in limit, which needs the body.
 */
export function createFixedWindowLimiter(max: number, windowMs: number, clock: () => Date) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts a hit; returns the seconds to wait when over the limit, else 0. */
    hit(key: string): number {
      const now = clock().getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > max ? Math.ceil((window.resetAt - now) / 1000) : 0;
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}
