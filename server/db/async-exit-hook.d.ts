/** The part of async-exit-hook (no published types) that server/db/embedded-postgres.ts uses. */
declare module 'async-exit-hook' {
  interface AsyncExitHook {
    (hook: (done?: () => void) => void): void;
    /** Stops listening to one process event (e.g. 'beforeExit'). */
    unhookEvent(event: string): void;
  }
  const asyncExitHook: AsyncExitHook;
  export default asyncExitHook;
}
