import { execFile } from 'node:child_process';
import { readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

/**
 * A PostgreSQL left running on our data directory by an earlier process that died without
 * stopping it (`kill -9` of the API, an OOM kill, a crashed terminal). The postmaster outlives
 * its parent, keeps `postmaster.pid` and the cluster locked, and the next start fails with
 * "lock file "postmaster.pid" already exists".
 *
 * {@link stopStaleServer} recognises such a server and stops it, and only it: the process named
 * in the cluster's `postmaster.pid` must be alive, be a `postgres` executable, and run on this
 * very data directory (its working directory or its `-D`, compared after resolving links); and
 * the process that started it (recorded in `postmaster.owner` beside the cluster) must be gone.
 * Any other postgres server on the machine, or one still used by a live Dadeum process, is never
 * signalled.
 */

export interface ProcessInfo {
  /** The executable's name (`comm` on Linux, the command's basename elsewhere). */
  name: string;
  /** The parent process id. */
  ppid: number;
  /** The command line, argument by argument (Linux) or split on spaces (elsewhere). */
  argv: string[];
  /** The working directory, where the system tells it (Linux). */
  cwd: string | null;
}

const execFileAsync = promisify(execFile);

/** Is a process with that id alive (ours or not)? */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the system says about a process, or null when it is gone or cannot be read. */
export async function processInfo(pid: number): Promise<ProcessInfo | null> {
  if (process.platform === 'linux') {
    try {
      const [comm, stat, cmdline] = await Promise.all([
        readFile(`/proc/${pid}/comm`, 'utf8'),
        readFile(`/proc/${pid}/stat`, 'utf8'),
        readFile(`/proc/${pid}/cmdline`, 'utf8'),
      ]);
      // stat: "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
      return { name: comm.trim(), ppid, argv: cmdline.split('\0').filter(Boolean), cwd };
    } catch {
      return null;
    }
  }
  try {
    const { stdout } = await execFileAsync('ps', [
      '-ww',
      '-o',
      'ppid=,command=',
      '-p',
      String(pid),
    ]);
    const match = /^\s*(\d+)\s+(.*)$/.exec(stdout.trim());
    if (!match) return null;
    const argv = match[2]!.split(' ');
    return { name: path.basename(argv[0] ?? ''), ppid: Number(match[1]), argv, cwd: null };
  } catch {
    return null;
  }
}

async function resolved(dir: string): Promise<string> {
  return realpath(dir).catch(() => path.resolve(dir));
}

/** Is `info` a postgres server running on the cluster folder `clusterDir`? */
export async function isPostgresOf(info: ProcessInfo, clusterDir: string): Promise<boolean> {
  if (info.name !== 'postgres' && path.basename(info.argv[0] ?? '') !== 'postgres') return false;
  const ours = await resolved(clusterDir);
  if (info.cwd !== null && (await resolved(info.cwd)) === ours) return true;
  const d = info.argv.indexOf('-D');
  return d >= 0 && info.argv[d + 1] !== undefined && (await resolved(info.argv[d + 1]!)) === ours;
}

/** The file beside the cluster naming the process that started its server. */
export function ownerFile(clusterDir: string): string {
  return path.join(path.dirname(clusterDir), 'postmaster.owner');
}

/** Records this process as the one that started the server of `clusterDir`. */
export async function recordOwner(clusterDir: string): Promise<void> {
  await writeFile(ownerFile(clusterDir), `${process.pid}\n`);
}

export type StaleOutcome =
  { kind: 'none' } | { kind: 'stopped'; pid: number } | { kind: 'lock-removed'; pid: number };

export class DataDirInUseError extends Error {
  constructor(clusterDir: string, pid: number, owner: number) {
    super(
      `The PostgreSQL server of ${clusterDir} (pid ${pid}) belongs to another running Dadeum ` +
        `process (pid ${owner}). Stop that one first, or give this one its own DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/**
 * Stops a server left running on `clusterDir` by a process that is gone (see the file's
 * comment); removes a lock file whose pid now belongs to a process that is not a postgres of
 * this cluster. Throws {@link DataDirInUseError} when the server's owner still runs.
 */
export async function stopStaleServer(
  clusterDir: string,
  log: (line: string) => void = () => {},
): Promise<StaleOutcome> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const lock = await readFile(lockFile, 'utf8').catch(() => null);
  if (lock === null) return { kind: 'none' };
  const pid = Number(lock.split('\n')[0]);
  // A lock of a process that is gone: PostgreSQL itself starts over it.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) {
    return { kind: 'none' };
  }
  const info = await processInfo(pid);
  if (info === null) return { kind: 'none' }; // gone meanwhile, or not ours to read
  if (!(await isPostgresOf(info, clusterDir))) {
    // The pid was reused by an unrelated process after a reboot or a long time: the lock is
    // stale, and PostgreSQL would refuse to start over it.
    await rm(lockFile, { force: true });
    log(`[supervisor] removed a stale lock file (its pid ${pid} is not this cluster's server)`);
    return { kind: 'lock-removed', pid };
  }
  const owner = Number(
    (await readFile(ownerFile(clusterDir), 'utf8').catch(() => '')).trim() || Number.NaN,
  );
  const parentAlive = info.ppid > 1 && isAlive(info.ppid);
  // Without an owner file (a server started by an older version), a parent other than init
  // still running counts as an owner.
  if (parentAlive && (Number.isNaN(owner) || owner === info.ppid)) {
    throw new DataDirInUseError(clusterDir, pid, info.ppid);
  }
  log(
    `[supervisor] stopping the PostgreSQL server (pid ${pid}) left running on this data ` +
      'directory by a process that ended without stopping it',
  );
  // SIGINT: PostgreSQL's fast shutdown (roll back open transactions, checkpoint, exit).
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 15_000)) return { kind: 'stopped', pid };
  // SIGQUIT: immediate shutdown; the next start recovers from the write-ahead log.
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 5_000)) return { kind: 'stopped', pid };
  throw new Error(`The stale PostgreSQL server of ${clusterDir} (pid ${pid}) did not stop`);
}
