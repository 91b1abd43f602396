/**
 * `npm run bench:correction`: the engine's own benchmark (packages/correction, `npm run bench`
 * there: 1,000 characters of held-out Korean against harper.js, memory), then the API server
 * with the engine's worker pool (scripts/bench-correction-server.ts). Arguments go to the
 * engine's benchmark; `--no-server` skips the server part.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const args = process.argv.slice(2);
const run = (script: string, argv: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...argv], { stdio: 'inherit' }).status;

const engine = run(
  join(import.meta.dirname, '../packages/correction/scripts/bench-correction.ts'),
  args,
);
if (engine !== 0) process.exit(engine ?? 1);
if (!args.includes('--no-server')) {
  console.log('');
  process.exit(run(join(import.meta.dirname, 'bench-correction-server.ts'), []) ?? 1);
}
