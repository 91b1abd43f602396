import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hugePagesDecision, hugePagesEnv, restoreTunables, type HugePagesHost } from './huge-pages';

const LINUX: HugePagesHost = {
  platform: 'linux',
  env: {},
  thp: 'always [madvise] never\n',
  glibc: () => true,
  canExec: true,
  mainThread: true,
};

describe('hugePagesDecision', () => {
  it('re-executes only a glibc Linux main thread whose system gives huge pages on request', () => {
    expect(hugePagesDecision(LINUX)).toBe('exec');
    expect(hugePagesDecision({ ...LINUX, thp: '[always] madvise never\n' })).toBe('not-needed');
    expect(hugePagesDecision({ ...LINUX, thp: 'always madvise [never]\n' })).toBe('not-needed');
    expect(hugePagesDecision({ ...LINUX, thp: null })).toBe('not-needed');
    expect(hugePagesDecision({ ...LINUX, platform: 'darwin' })).toBe('unsupported');
    expect(hugePagesDecision({ ...LINUX, glibc: () => false })).toBe('unsupported');
    expect(hugePagesDecision({ ...LINUX, canExec: false })).toBe('unsupported');
    expect(hugePagesDecision({ ...LINUX, mainThread: false })).toBe('unsupported');
  });

  it('never re-executes twice, nor against the operator', () => {
    const again = hugePagesEnv({ PATH: '/bin' });
    expect(hugePagesDecision({ ...LINUX, env: again })).toBe('restored');
    expect(hugePagesDecision({ ...LINUX, env: { DADEUM_HUGE_PAGES: '0' } })).toBe('disabled');
    expect(hugePagesDecision({ ...LINUX, env: { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' } })).toBe(
      'given',
    );
  });

  it('gives the processes it starts the environment it was given, whatever it was', () => {
    const value = fc.stringMatching(/^[a-z0-9.=:]{0,40}$/);
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[A-Z_]{1,12}$/), value),
        fc.option(value),
        (env, tunables) => {
          const given: Record<string, string | undefined> = { ...env };
          if (tunables !== null) given.GLIBC_TUNABLES = tunables;
          else delete given.GLIBC_TUNABLES;
          const relaunched = hugePagesEnv(given);
          expect(relaunched.GLIBC_TUNABLES?.split(':')).toContain('glibc.malloc.hugetlb=1');
          if (tunables) expect(relaunched.GLIBC_TUNABLES?.startsWith(`${tunables}:`)).toBe(true);
          restoreTunables(relaunched);
          expect(relaunched).toEqual(given);
        },
      ),
    );
  });
});

interface Report {
  pid: number;
  phase: 'start' | 'running';
  decision?: string;
  tunables: string | null;
  childTunables?: string | null;
  hugePages?: number | null;
}

function runChild(env: Record<string, string | undefined>): Report[] {
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(childEnv))
    if (value === undefined) delete childEnv[key];
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'huge-pages-child.ts')],
    { encoding: 'utf8', env: childEnv, timeout: 60_000 },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Report);
}

function hostGivesHugePagesOnRequest(): boolean {
  try {
    const thp = readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8');
    const header = (process.report.getReport() as { header?: { glibcVersionRuntime?: string } })
      .header;
    return thp.includes('[madvise]') && typeof header?.glibcVersionRuntime === 'string';
  } catch {
    return false;
  }
}

describe('execWithHugePages, in a real process', () => {
  const env = { GLIBC_TUNABLES: undefined, DADEUM_HUGE_PAGES: undefined };

  if (hostGivesHugePagesOnRequest()) {
    it('re-executes in place: same pid, its large buffers on huge pages, children unchanged', () => {
      const [first, again, running, ...rest] = runChild(env);
      expect(rest).toEqual([]);
      expect(first).toMatchObject({ phase: 'start', tunables: null });
      // The same process (same pid) started again, with the tunable ...
      expect(again).toMatchObject({
        phase: 'start',
        pid: first?.pid,
        tunables: 'glibc.malloc.hugetlb=1',
      });
      // ... which only it has: its environment and its children's are as they were.
      expect(running).toMatchObject({
        phase: 'running',
        pid: first?.pid,
        decision: 'restored',
        tunables: null,
        childTunables: null,
      });
      expect(running?.hugePages).toBeGreaterThanOrEqual(32 * 1024 * 1024);
    });

    it('keeps an operator’s other tunables, and does nothing when told not to', () => {
      const reports = runChild({ ...env, GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
      expect(reports.map((r) => r.phase)).toEqual(['start', 'start', 'running']);
      expect(reports.at(-1)).toMatchObject({
        decision: 'restored',
        tunables: 'glibc.malloc.arena_max=2',
        childTunables: 'glibc.malloc.arena_max=2',
      });

      const off = runChild({ ...env, DADEUM_HUGE_PAGES: '0' });
      expect(off.map((r) => r.phase)).toEqual(['start', 'running']);
      expect(off.at(-1)).toMatchObject({ decision: 'disabled', tunables: null, hugePages: 0 });
    });
  } else {
    it('leaves a system that gives no huge pages on request alone', () => {
      const reports = runChild(env);
      expect(reports.map((r) => r.phase)).toEqual(['start', 'running']);
      expect(['not-needed', 'unsupported']).toContain(reports.at(-1)?.decision);
    });
  }
});
