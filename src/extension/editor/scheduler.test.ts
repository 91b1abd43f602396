import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkableParagraphs, hasHangul, issueAt, placeIssues } from './paragraphs';
import { createCheckCache } from './check-cache';
import { createScheduler } from './scheduler';

describe('check scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks once after a 400 ms pause in typing', () => {
    const run = vi.fn();
    const s = createScheduler({ run });
    s.input();
    vi.advanceTimersByTime(300);
    s.input();
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never checks while an IME composition is active, and checks after compositionend', () => {
    const run = vi.fn();
    const s = createScheduler({ run });
    s.input();
    s.compositionStart();
    s.input(); // input events keep coming during the composition
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    expect(s.composing).toBe(true);
    s.now();
    vi.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    s.compositionEnd();
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('takes a configured pause and stops when disposed', () => {
    const run = vi.fn();
    const s = createScheduler({ run, pauseMs: 1000 });
    s.input();
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    s.dispose();
    vi.advanceTimersByTime(10);
    s.input();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });

  it("follows the member's pause as it changes, from the next keystroke on", () => {
    const run = vi.fn();
    let pause = 400;
    const s = createScheduler({ run, pauseMs: () => pause });
    s.input();
    vi.advanceTimersByTime(400);
    expect(run).toHaveBeenCalledTimes(1);
    pause = 1500;
    s.input();
    vi.advanceTimersByTime(1499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    pause = 200;
    s.compositionStart();
    s.compositionEnd();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(3);
  });
});

describe('paragraphs', () => {
  it('sends only non-empty paragraphs with Hangul, a long one in pieces within the length limit', () => {
    const text = 'hello\n몇일 동안\n\n   \nabc 가\n' + '가'.repeat(20);
    expect(checkableParagraphs(text, 10)).toEqual([
      { start: 6, text: '몇일 동안' },
      { start: 17, text: 'abc 가' },
      { start: 23, text: '가'.repeat(10) },
      { start: 33, text: '가'.repeat(10) },
    ]);
    expect(hasHangul('ㅎㅎ')).toBe(true);
    expect(hasHangul('naïve 😀')).toBe(false);
  });

  it('places issues in the whole text and finds the one under the caret', () => {
    const placed = placeIssues({ start: 6, text: '몇일 동안' }, [
      {
        offset: 0,
        length: 2,
        original: '몇일',
        suggestions: ['며칠'],
        category: 'SPELLING',
        ruleId: 'myeochil',
        message: 'm',
        reference: null,
      },
      // An offset past the paragraph (stale reply) is dropped.
      {
        offset: 4,
        length: 3,
        original: 'x',
        suggestions: [],
        category: 'SPACING',
        ruleId: 'r',
        message: 'm',
        reference: null,
      },
    ]);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ start: 6, end: 8 });
    expect(issueAt(placed, 7)?.ruleId).toBe('myeochil');
    expect(issueAt(placed, 8)?.ruleId).toBe('myeochil');
    expect(issueAt(placed, 9)).toBeNull();
  });
});

describe('check cache', () => {
  it('loads each text once, shares a request in flight and drops the least recently used', async () => {
    const load = vi.fn(async (text: string) => text.length);
    const cache = createCheckCache<number>(2);
    const [a, b] = await Promise.all([cache.get('가', load), cache.get('가', load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('가나', load);
    await cache.get('가', load); // '가' becomes the most recent
    await cache.get('가나다', load); // drops '가나'
    expect(cache.peek('가')).toBe(1);
    expect(cache.peek('가나')).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('expired results are asked for again but stay readable until their new answer comes', async () => {
    const cache = createCheckCache<string>();
    await cache.get('가', async () => 'old');
    cache.expire();
    expect(cache.peek('가')).toBe('old');
    let answer!: (value: string) => void;
    const reload = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const next = cache.get('가', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cache.peek('가')).toBe('old'); // still drawn while the new answer is on its way
    answer('new');
    expect(await next).toBe('new');
    expect(cache.peek('가')).toBe('new');
    expect(await cache.get('가', reload)).toBe('new'); // fresh again: no new request
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not keep failures', async () => {
    const cache = createCheckCache<number>();
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(cache.get('가', failing)).rejects.toThrow('offline');
    expect(await cache.get('가', async () => 7)).toBe(7);
  });
});
