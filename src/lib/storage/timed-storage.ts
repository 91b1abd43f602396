import type { StateStorage } from 'zustand/middleware';

/** Spec section 9: the time-limited storage helper expires entries after 10 minutes. */
export const TIMED_STORAGE_TTL_MS = 600_000;

interface TimedEntry {
  value: string;
  expiresAt: number;
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback; // storage blocked by privacy settings, or quota exceeded
  }
}

/** local storage, or nothing when it is unavailable (worker, blocked storage). */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | undefined {
  return safe(
    () => (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage),
    undefined,
  );
}

/**
 * A string storage whose entries expire `ttlMs` after they were written. Reads of an expired
 * entry remove it and return null. Usable directly or as a zustand `persist` storage.
 */
export function createTimedStorage(
  storage: Storage | undefined = browserStorage('local'),
  ttlMs: number = TIMED_STORAGE_TTL_MS,
  now: () => number = Date.now,
): StateStorage {
  return {
    getItem(name) {
      const raw = safe(() => storage?.getItem(name) ?? null, null);
      if (raw === null) return null;
      const entry = safe(() => JSON.parse(raw) as Partial<TimedEntry>, {});
      if (typeof entry.value !== 'string' || typeof entry.expiresAt !== 'number') return null;
      if (entry.expiresAt <= now()) {
        safe(() => storage?.removeItem(name), undefined);
        return null;
      }
      return entry.value;
    },
    setItem(name, value) {
      const entry: TimedEntry = { value, expiresAt: now() + ttlMs };
      safe(() => storage?.setItem(name, JSON.stringify(entry)), undefined);
    },
    removeItem(name) {
      safe(() => storage?.removeItem(name), undefined);
    },
  };
}

/** Plain (non-expiring) storage with the same blocked-storage safety. */
export function createSafeStorage(
  storage: Storage | undefined = browserStorage('local'),
): StateStorage {
  return {
    getItem: (name) => safe(() => storage?.getItem(name) ?? null, null),
    setItem: (name, value) => safe(() => storage?.setItem(name, value), undefined),
    removeItem: (name) => safe(() => storage?.removeItem(name), undefined),
  };
}
