/**
 * When to check: after a pause in typing (400 ms by default, the member can pick another in
 * the popup), never while an IME composition is
 * active. compositionstart cancels a pending check; compositionend starts the pause again.
 */
export const DEFAULT_PAUSE_MS = 400;

export interface CheckScheduler {
  /** The text changed (input event). */
  input(): void;
  compositionStart(): void;
  compositionEnd(): void;
  /** Check as soon as no composition is active (focus, first sight). */
  now(): void;
  readonly composing: boolean;
  dispose(): void;
}

export interface SchedulerOptions {
  run: () => void;
  /** The pause, or a getter read at every keystroke (the member's setting, changed live). */
  pauseMs?: number | (() => number);
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

export function createScheduler({
  run,
  pauseMs = DEFAULT_PAUSE_MS,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}: SchedulerOptions): CheckScheduler {
  const pause = typeof pauseMs === 'function' ? pauseMs : () => pauseMs;
  let timer: unknown = null;
  let composing = false;
  let disposed = false;
  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const arm = (ms: number) => {
    cancel();
    if (composing || disposed) return;
    timer = setTimer(() => {
      timer = null;
      if (!composing && !disposed) run();
    }, ms);
  };
  return {
    input: () => arm(pause()),
    compositionStart() {
      composing = true;
      cancel();
    },
    compositionEnd() {
      composing = false;
      arm(pause());
    },
    now: () => arm(0),
    get composing() {
      return composing;
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
