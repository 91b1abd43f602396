import { describe, expect, it } from 'vitest';
import { createTaskQueue, QueueFullError } from './task-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('bounded first-in, first-out task queue', () => {
  it('starts tasks in arrival order, never more at once than allowed, whatever their lengths', async () => {
    const queue = createTaskQueue({ concurrency: 2, maxWaiting: 100 });
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const durations = Array.from({ length: 40 }, (_, i) => ((i * 7) % 5) * 3 + 1);
    await Promise.all(
      durations.map((ms, i) =>
        queue.run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await sleep(ms);
          running -= 1;
          return i;
        }),
      ),
    );
    expect(started).toEqual(durations.map((_, i) => i));
    expect(most).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses at once beyond its bound, and takes work again once there is room', async () => {
    const queue = createTaskQueue({ concurrency: 1, maxWaiting: 2 });
    const slow = () => queue.run(() => sleep(30).then(() => 'done'));
    let finished = 0;
    const accepted = [slow(), slow(), slow()].map((p) => p.finally(() => (finished += 1)));
    await expect(slow()).rejects.toBeInstanceOf(QueueFullError);
    // Refused without waiting for any of the others.
    expect(finished).toBe(0);
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done']);
    expect(await slow()).toBe('done');
  });

  it('a failing task frees its place for the next', async () => {
    const queue = createTaskQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
