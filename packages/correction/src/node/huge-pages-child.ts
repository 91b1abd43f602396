/**
 * Run by src/node/huge-pages.test.ts as its own process: reports its pid, re-executes itself
 * with huge pages (src/node/huge-pages.ts), then reports what the new process sees.
 */
import { spawnSync } from 'node:child_process';
import { execWithHugePages, hugePageBytes } from './huge-pages';

const report = (fields: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ pid: process.pid, ...fields })}\n`);

report({ phase: 'start', tunables: process.env.GLIBC_TUNABLES ?? null });
const decision = execWithHugePages();
// 64 MB of engine-like data, every page touched, as the engine's tables are.
const data = new Int32Array(new SharedArrayBuffer(64 * 1024 * 1024));
for (let i = 0; i < data.length; i += 1024) data[i] = i;
const child = spawnSync(
  process.execPath,
  ['-e', 'process.stdout.write(process.env.GLIBC_TUNABLES ?? "")'],
  { encoding: 'utf8' },
);
report({
  phase: 'running',
  decision,
  tunables: process.env.GLIBC_TUNABLES ?? null,
  childTunables: child.stdout === '' ? null : child.stdout,
  hugePages: hugePageBytes(),
  touched: data[1024],
});
