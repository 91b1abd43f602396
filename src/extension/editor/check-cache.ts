/**
 * Results by paragraph text, least recently used dropped first, and one request in flight per
 * text: only changed paragraphs reach the background.
 */
export interface CheckCache<T> {
  get(text: string, load: (text: string) => Promise<T>): Promise<T>;
  peek(text: string): T | undefined;
  /** Forgets every result, and any answer still on its way (the member's language changed). */
  clear(): void;
  /**
   * Every result must be asked for again (the member's switched-off rules changed), but stays
   * readable with `peek` until its new answer comes: underlines stay drawn meanwhile.
   */
  expire(): void;
  readonly size: number;
}

export function createCheckCache<T>(capacity = 200): CheckCache<T> {
  const done = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();
  /** Results kept for `peek` only, until their text is loaded again. */
  const expired = new Set<string>();
  let generation = 0;
  return {
    get(text, load) {
      const hit = done.get(text);
      if (hit !== undefined && !expired.has(text)) {
        done.delete(text);
        done.set(text, hit);
        return Promise.resolve(hit);
      }
      const inFlight = pending.get(text);
      if (inFlight) return inFlight;
      const asked = generation;
      const promise = load(text).then(
        (value) => {
          if (asked !== generation) return value;
          pending.delete(text);
          expired.delete(text);
          done.delete(text);
          done.set(text, value);
          while (done.size > capacity) {
            const oldest = done.keys().next().value!;
            done.delete(oldest);
            expired.delete(oldest);
          }
          return value;
        },
        (error: unknown) => {
          // failures are not cached: the next pause tries again
          if (asked === generation) pending.delete(text);
          throw error;
        },
      );
      pending.set(text, promise);
      return promise;
    },
    peek(text) {
      return done.get(text);
    },
    clear() {
      generation += 1;
      done.clear();
      pending.clear();
      expired.clear();
    },
    expire() {
      generation += 1;
      pending.clear();
      for (const text of done.keys()) expired.add(text);
    },
    get size() {
      return done.size;
    },
  };
}
