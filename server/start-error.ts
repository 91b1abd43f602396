/**
 * What a start-up script prints when it cannot start: the error's own words, never a bare
 * `undefined` (`npm start` printed only that when the embedded PostgreSQL refused to start).
 * Configuration and known start-up refusals are printed as their message; anything else with
 * its stack and causes, since it is a bug or an environment problem someone has to trace.
 */
const MESSAGE_ONLY = new Set(['EnvError', 'DataDirInUseError', 'BuildFailedError']);

export function describeStartError(error: unknown): string {
  if (error instanceof Error) {
    if (MESSAGE_ONLY.has(error.name)) return error.message;
    const lines = [error.stack ?? `${error.name}: ${error.message}`];
    const code = (error as NodeJS.ErrnoException).code;
    if (code && !lines[0]!.includes(code)) lines.push(`  (code ${code})`);
    for (let cause = error.cause, depth = 0; cause !== undefined && depth < 5; depth++) {
      lines.push(
        `Caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`,
      );
      cause = cause instanceof Error ? cause.cause : undefined;
    }
    return lines.join('\n');
  }
  if (error === undefined || error === null)
    return `Start-up failed with no error (${String(error)}).`;
  if (typeof error === 'object') {
    try {
      return `Start-up failed: ${JSON.stringify(error)}`;
    } catch {
      // fall through
    }
  }
  return `Start-up failed: ${String(error)}`;
}

/** Prints the error as {@link describeStartError} says, and ends the process with code 1. */
export function exitOnStartError(error: unknown): never {
  console.error(describeStartError(error));
  process.exit(1);
}
