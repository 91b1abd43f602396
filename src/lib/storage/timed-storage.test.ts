import { describe, expect, it } from 'vitest';
import { TIMED_STORAGE_TTL_MS, createTimedStorage } from './timed-storage';

describe('createTimedStorage', () => {
  it('expires entries 10 minutes after they were written', () => {
    let now = 1_000;
    const storage = createTimedStorage(localStorage, TIMED_STORAGE_TTL_MS, () => now);
    storage.setItem('k', 'v');
    now += 599_999;
    expect(storage.getItem('k')).toBe('v');
    now += 1;
    expect(storage.getItem('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    expect(TIMED_STORAGE_TTL_MS).toBe(600_000);
  });
});
