/**
 * `npm run bench:start`: how long `npm start` takes until the product answers: GET /health of the
 * API says ok and the web host serves the app. A cold start builds the web app and both
 * extensions (into a fresh BUILD_DIR) and creates the embedded database; a warm start finds the
 * builds current and the database there. Runs on its own ports, data and build folders.
 *
 * For each start it prints the wall time to healthy, when the start printed its first line, the
 * build verdict and "Server listening", and the CPU time the start's processes used by then
 * (user + system, the start process and its children such as PostgreSQL and the build process:
 * less sensitive to other load on the machine than the wall time).
 * BENCH_WARM (default 5) sets the warm starts; `-- --warm-only` skips the cold one (it then
 * reuses the repository's own dist/ and .output/ like `npm start`).
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../server/config';
import { freePort } from '../server/db/embedded-postgres';

const WARM = Number(process.env.BENCH_WARM ?? 5);
const warmOnly = process.argv.includes('--warm-only');

interface Run {
  healthyMs: number;
  firstLineMs: number;
  verdictMs: number;
  listeningMs: number;
  cpuMs: number;
  built: boolean;
}

/** CPU time (ms) of a process and of its children it has waited for, plus its live children. */
async function cpuMs(pid: number): Promise<number> {
  const tick = 10; // USER_HZ = 100 on Linux
  const own = async (p: number) => {
    const stat = await readFile(`/proc/${p}/stat`, 'utf8').catch(() => null);
    if (!stat) return { ms: 0, ppid: -1 };
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return { ms: (utime! + stime! + cutime! + cstime!) * tick, ppid: Number(fields[1]) };
  };
  // The tree under pid: every live process whose ancestry reaches it.
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const { ppid } = await own(Number(name));
    parents.set(Number(name), ppid);
  }
  let total = 0;
  for (const p of parents.keys()) {
    for (let q: number | undefined = p; q !== undefined && q > 1; q = parents.get(q)) {
      if (q === pid) {
        const { ms } = await own(p);
        // A child's own time only: its waited-for children are in its cutime already.
        total += ms;
        break;
      }
    }
  }
  return total;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    const body = await response.text();
    return response.ok && (url.endsWith('/health') ? body.includes('"ok"') : body.length > 0);
  } catch {
    return false;
  }
}

async function start(env: NodeJS.ProcessEnv, apiPort: number, webPort: number): Promise<Run> {
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, stopped as one below
  });
  const at = { firstLineMs: 0, verdictMs: 0, listeningMs: 0 };
  let built = false;
  let output = '';
  const onLine = (chunk: Buffer) => {
    const now = performance.now() - began;
    const text = chunk.toString();
    output += text;
    if (!at.firstLineMs) at.firstLineMs = now;
    if (/up to date|Building /.test(text) && !at.verdictMs) at.verdictMs = now;
    if (/Building /.test(text)) built = true;
    if (/Server listening/.test(text) && !at.listeningMs) at.listeningMs = now;
  };
  child.stdout.on('data', onLine);
  child.stderr.on('data', onLine);
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited:\n${output}`);
      if (performance.now() - began > 600_000) throw new Error('not healthy in 10 minutes');
      if (
        (await answers(`http://127.0.0.1:${apiPort}/health`)) &&
        (await answers(`http://127.0.0.1:${webPort}/`))
      ) {
        break;
      }
      await sleep(25);
    }
    const healthyMs = performance.now() - began;
    return { healthyMs, ...at, cpuMs: await cpuMs(child.pid!), built };
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    if (!exited) await new Promise((resolve) => child.once('exit', resolve));
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function print(label: string, run: Run) {
  console.log(
    `${label.padEnd(8)} healthy after ${s(run.healthyMs)}  (first line ${s(run.firstLineMs)}, ` +
      `${run.built ? 'built' : 'nothing to build'} ${s(run.verdictMs)}, API listening ` +
      `${s(run.listeningMs)}; CPU ${s(run.cpuMs)})`,
  );
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dadeum-bench-start-'));
  await chmod(dataDir, 0o755);
  const buildDir = warmOnly ? undefined : path.join(dataDir, 'build');
  const [apiPort, webPort, pagesPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    EDITOR_PAGES_PORT: String(pagesPort),
    DATA_DIR: path.join(dataDir, 'data'),
    ...(buildDir ? { BUILD_DIR: buildDir } : {}),
  };
  for (const key of ['WEB_ORIGIN', 'VITE_API_BASE_URL', 'DATABASE_URL', 'BUILD_DIR']) {
    if (!(key === 'BUILD_DIR' && buildDir)) delete env[key];
  }
  console.log(
    `npm start until GET /health is ok and the web host answers (${process.env.DADEUM_HUGE_PAGES === '0' ? 'huge pages off' : 'huge pages as configured'}; load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')})`,
  );
  const warm: Run[] = [];
  try {
    if (!warmOnly) print('cold', await start(env, apiPort, webPort));
    else await start(env, apiPort, webPort); // builds whatever is out of date, not counted
    for (let i = 0; i < WARM; i++) {
      const run = await start(env, apiPort, webPort);
      warm.push(run);
      print(`warm ${i + 1}`, run);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const sorted = warm.map((run) => run.healthyMs).sort((a, b) => a - b);
  const cpu = warm.map((run) => run.cpuMs).sort((a, b) => a - b);
  const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `\nwarm npm start (${warm.length} runs): median ${s(median(sorted))} to healthy ` +
      `(min ${s(sorted[0] ?? 0)}, max ${s(sorted.at(-1) ?? 0)}); median CPU ${s(median(cpu))}` +
      (warm.some((run) => run.built) ? '; a warm run built something: see above' : ''),
  );
}

await main();
