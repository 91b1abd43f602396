/**
 * The retraining is reproducible: the fast steps of `npm run train:all`, run twice on the same
 * fixed sample (the development set's correct prose as a one-file corpus), write byte-identical
 * files. The full check on the real corpora is `npm run train:all -- --check` (about half an
 * hour: it retrains everything twice).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_PROSE } from '../src/fixtures/dev-set.ts';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'dadeum-train-'));
const corpora = join(dir, 'corpora');
const sample = DEV_PROSE.join('\n');
const extra = join(dir, 'corpora-extra');
mkdirSync(corpora);
mkdirSync(extra);
writeFileSync(join(corpora, 'sample.txt'), sample);
// The extra corpora: the same sample, every line's syllables in reverse, so the two differ.
writeFileSync(
  join(extra, 'reversed.txt'),
  DEV_PROSE.map((l) => [...l].reverse().join('')).join('\n'),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a script on the sample corpus, writing to `out`; returns the SHA-1 of what it wrote. */
function trained(script: string, out: string, args: readonly string[] = []): string {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts', script), '--out', out, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, CORPORA_DIR: corpora, CORPORA_EXTRA_DIR: extra },
      encoding: 'utf8',
    },
  );
  expect(child.status, child.stderr).toBe(0);
  return createHash('sha1').update(readFileSync(out)).digest('hex');
}

describe('train:all writes the same bytes twice', () => {
  it('for the syllable LM', () => {
    const a = trained('train-lm.ts', join(dir, 'lm-1.bin'));
    const b = trained('train-lm.ts', join(dir, 'lm-2.bin'));
    expect(a).toBe(b);
  }, 180_000);

  it('for the contextual language model', () => {
    const a = trained('train-context-lm.ts', join(dir, 'context-lm-1.bin'), ['--trigram-min', '1']);
    const b = trained('train-context-lm.ts', join(dir, 'context-lm-2.bin'), ['--trigram-min', '1']);
    expect(a).toBe(b);
  }, 180_000);

  it('for the spacing model, which reads the extra corpora too', () => {
    const args = ['--epochs', '1'];
    const a = trained('train-spacing.ts', join(dir, 'spacing-1.bin'), [
      ...args,
      '--extra-every',
      '1',
    ]);
    const b = trained('train-spacing.ts', join(dir, 'spacing-2.bin'), [
      ...args,
      '--extra-every',
      '1',
    ]);
    expect(a).toBe(b);
    // Without the extra corpora's lines the model differs.
    const alone = trained('train-spacing.ts', join(dir, 'spacing-0.bin'), [
      ...args,
      '--extra-every',
      '0',
    ]);
    expect(alone).not.toBe(a);
  }, 180_000);

  it('for the spacing model second pass (a fit with a seeded random damage)', () => {
    const a = trained('fit-spacing-noise.ts', join(dir, 'noise-1.json'));
    const b = trained('fit-spacing-noise.ts', join(dir, 'noise-2.json'));
    expect(a).toBe(b);
    const written = JSON.parse(readFileSync(join(dir, 'noise-1.json'), 'utf8')) as {
      weights: number[];
    };
    expect(written.weights).toHaveLength(15);
    expect(written.weights.every((w) => Number.isFinite(w))).toBe(true);
  }, 180_000);

  it('for the misspelling lexicon, which its seeds rebuild byte for byte', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/lexicon/build-lexicon.ts'), '--check'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(child.status, child.stderr + child.stdout).toBe(0);
  }, 180_000);
});
