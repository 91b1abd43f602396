import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/config';
import { freePort } from '../server/db/embedded-postgres';

/**
 * `npm start` for real, its output piped (as in CI or `npm start > log`): plain lines without
 * spinner frames or escape sequences; the first start builds the web app and both extensions,
 * the second finds them current and builds nothing. Its own ports, data and build folders.
 */

let dir: string;
let env: NodeJS.ProcessEnv;
let ports: { api: number; web: number };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dadeum-start-'));
  await chmod(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
  ports = { api: await freePort(), web: await freePort() };
  env = {
    ...process.env,
    NODE_ENV: 'development',
    API_PORT: String(ports.api),
    WEB_PORT: String(ports.web),
    EDITOR_PAGES_PORT: String(await freePort()),
    DATA_DIR: path.join(dir, 'data'),
    BUILD_DIR: path.join(dir, 'build'),
    LOG_LEVEL: 'warn',
  };
  for (const key of ['WEB_ORIGIN', 'VITE_API_BASE_URL', 'DATABASE_URL']) delete env[key];
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm start` until its banner, checks that it answers, stops it with Ctrl+C. */
async function startOnce(): Promise<{ output: string; health: unknown; web: number }> {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: Ctrl+C reaches all of it, as in a terminal
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('Press Ctrl+C to stop everything.')) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      void exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`npm start exited with ${code}:\n${output}`));
      });
    });
    const health = await (await fetch(`http://127.0.0.1:${ports.api}/health`)).json();
    const web = (await fetch(`http://127.0.0.1:${ports.web}/`)).status;
    return { output, health, web };
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    // Everything it started stops with it (PostgreSQL included): the group empties.
    expect(await groupGone(child.pid!)).toBe(true);
  }
}

async function groupGone(pgid: number): Promise<boolean> {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** ESC (escape sequences), CR (spinner redraws) and the other C0 controls but tab and newline. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/;

describe('npm start with its output piped', () => {
  it(
    'builds what is missing, prints plain lines, answers; a second start builds nothing',
    { timeout: 600_000 },
    async () => {
      const cold = await startOnce();
      expect(cold.output).not.toMatch(CONTROL);
      expect(cold.output).toMatch(
        /Building the web app \(not built yet\), the Chrome extension \(not built yet\), the Firefox extension \(not built yet\)/,
      );
      expect(cold.output).toContain('✔ Built the Firefox extension');
      expect(cold.health).toEqual({ status: 'ok' });
      expect(cold.web).toBe(200);
      const stamp = JSON.parse(
        await readFile(path.join(dir, 'build', 'chrome-mv3', '.build-stamp.json'), 'utf8'),
      ) as { fingerprint: string };
      expect(stamp.fingerprint).toMatch(/^[0-9a-f]{64}$/);

      const warm = await startOnce();
      expect(warm.output).toContain('nothing to build');
      expect(warm.output).not.toContain('Building');
      expect(warm.output).not.toMatch(CONTROL);
      expect(warm.health).toEqual({ status: 'ok' });
      expect(warm.web).toBe(200);
    },
  );
});
