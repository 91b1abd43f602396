/**
 * Huge pages for the correction engine's tables.
 *
 * The analyser reads its 60 MB dictionary at random, and with 4 KB pages most of those reads
 * miss the CPU's address-translation cache: in a check the analysis waits on memory, not on
 * arithmetic (docs/correction-history.md, Speed). Linux backs memory with 2 MB pages when the
 * program asks (`transparent_hugepage` set to `madvise`, the common default), and Node cannot
 * ask for an ArrayBuffer. glibc (2.35 and later) can: with the tunable
 * `glibc.malloc.hugetlb=1`, malloc advises huge pages for its large blocks, which is where
 * the engine's SharedArrayBuffers live. glibc reads tunables only when a process starts, so
 * an entry point that loads the engine calls {@link execWithHugePages} first: it re-executes
 * the process in place (same pid, same arguments, `process.execve`) with the tunable set.
 *
 * It does nothing where it cannot help: not on Linux with glibc, huge pages `never` or
 * `always` (then every large block gets them anyway), the tunable already given, inside a
 * worker thread, or with `DADEUM_HUGE_PAGES=0`. The processes the server starts (the embedded
 * PostgreSQL) get the environment as it was.
 */
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const TUNABLE = 'glibc.malloc.hugetlb';
/** Set on the re-executed process: the GLIBC_TUNABLES it had before (`-` for none). */
const BEFORE = 'DADEUM_GLIBC_TUNABLES_BEFORE';

export type HugePagesDecision =
  'exec' | 'restored' | 'disabled' | 'given' | 'unsupported' | 'not-needed';

export interface HugePagesHost {
  platform: string;
  env: Record<string, string | undefined>;
  /** The system's `transparent_hugepage/enabled` line, or null when it cannot be read. */
  thp: string | null;
  /** Is the C library glibc 2.35 or later (asked only when the rest allows huge pages)? */
  glibc: () => boolean;
  canExec: boolean;
  mainThread: boolean;
}

/** What {@link execWithHugePages} does on a host: pure, for the tests. */
export function hugePagesDecision(host: HugePagesHost): HugePagesDecision {
  if (host.env[BEFORE] !== undefined) return 'restored';
  if (host.env.DADEUM_HUGE_PAGES === '0') return 'disabled';
  if ((host.env.GLIBC_TUNABLES ?? '').includes(`${TUNABLE}=`)) return 'given';
  if (host.platform !== 'linux' || !host.canExec || !host.mainThread) return 'unsupported';
  // `always [madvise] never`: only madvise needs asking; `always` gives them unasked.
  if (!host.thp?.includes('[madvise]')) return 'not-needed';
  return host.glibc() ? 'exec' : 'unsupported';
}

/** The environment of the re-executed process. */
export function hugePagesEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const before = env.GLIBC_TUNABLES;
  return {
    ...env,
    GLIBC_TUNABLES: before ? `${before}:${TUNABLE}=1` : `${TUNABLE}=1`,
    [BEFORE]: before ?? '-',
  };
}

/** Puts back, in the re-executed process's environment, the GLIBC_TUNABLES it had before. */
export function restoreTunables(env: Record<string, string | undefined>): void {
  const before = env[BEFORE];
  if (before === undefined) return;
  delete env[BEFORE];
  if (before === '-') delete env.GLIBC_TUNABLES;
  else env.GLIBC_TUNABLES = before;
}

function readThp(): string | null {
  try {
    return readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8');
  } catch {
    return null;
  }
}

/** glibc 2.35 or later, the first to know the tunable. */
function isGlibc(): boolean {
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } })
    ?.header;
  const [major = 0, minor = 0] = (header?.glibcVersionRuntime ?? '').split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 35);
}

/**
 * Re-executes this process with glibc's huge-page tunable (see the file's comment), before
 * anything is loaded; in the re-executed process, puts the environment back for its children.
 * Call it first: nothing of the process survives the exec but its standard streams (writes to
 * them are synchronous on Linux, the only system where it execs), so nothing else may have
 * started (servers, timers, child processes, worker threads).
 * Returns what it decided (it does not return after `exec`, unless the exec failed).
 */
export function execWithHugePages(): HugePagesDecision {
  const env = process.env;
  const decision = hugePagesDecision({
    platform: process.platform,
    env,
    thp: process.platform === 'linux' ? readThp() : null,
    glibc: isGlibc,
    canExec: typeof process.execve === 'function',
    mainThread: isMainThread,
  });
  if (decision === 'restored') restoreTunables(env);
  else if (decision === 'exec') {
    try {
      process.execve!(
        process.execPath,
        [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
        hugePagesEnv(env) as NodeJS.ProcessEnv,
      );
    } catch {
      // The process goes on with small pages: slower, nothing else changes.
      return 'unsupported';
    }
  }
  return decision;
}

/** A process's memory on huge pages, in bytes (null where it cannot be read). */
export function hugePageBytes(pid: number | 'self' = 'self'): number | null {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const m = /AnonHugePages:\s+(\d+) kB/.exec(rollup);
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}
