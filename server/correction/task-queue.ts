/**
 * A bounded first-in, first-out queue in front of a fixed number of workers: at most
 * `concurrency` tasks run at once; the others wait in arrival order; beyond `maxWaiting` waiting
 * tasks a new one is refused at once (QueueFullError) instead of waiting without end.
 */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

export interface TaskQueue {
  /** Runs `task` when its turn comes (arrival order); rejects with QueueFullError when full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createTaskQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): TaskQueue {
  const waiting: Array<() => void> = [];
  let running = 0;
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const start = () => {
        running += 1;
        return new Promise<T>((resolve) => resolve(task())).finally(next);
      };
      if (running < concurrency) return start();
      if (waiting.length >= maxWaiting) return Promise.reject(new QueueFullError());
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          start().then(resolve, reject);
        });
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
