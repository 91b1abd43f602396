/**
 * Builds the given targets of `npm start` (web, chrome, firefox) and stamps each output when its
 * build succeeded (scripts/build-stamp.ts). Run by scripts/start.ts in a process of its own, so
 * the server process never holds the bundlers' memory; `BUILD_DIR` moves the outputs.
 *   tsx scripts/build-changed.ts web chrome firefox
 */
import path from 'node:path';
import { REPO_ROOT } from '../server/config';
import { exitOnStartError } from '../server/start-error';
import { buildExtension, buildWeb } from './build-all';
import {
  BUILD_TARGETS,
  buildFingerprint,
  clearStamp,
  outputDir,
  writeStamp,
  type BuildTarget,
  type DigestCache,
} from './build-stamp';

const NAMES: Record<BuildTarget, string> = {
  web: 'the web app',
  chrome: 'the Chrome extension',
  firefox: 'the Firefox extension',
};

const targets = process.argv
  .slice(2)
  .filter((arg): arg is BuildTarget => (BUILD_TARGETS as readonly string[]).includes(arg));

try {
  const buildDir = process.env.BUILD_DIR || undefined;
  // All fingerprints first, before any build: a build changes this process's environment (Vite
  // sets NODE_ENV), and a source edited while the builds run makes the next start build again.
  const env = { ...process.env };
  const digests: DigestCache = new Map();
  const planned = await Promise.all(
    targets.map(async (target) => ({
      target,
      dir: outputDir(REPO_ROOT, target, buildDir),
      fingerprint: await buildFingerprint(REPO_ROOT, target, env, digests),
    })),
  );
  for (const { target, dir, fingerprint } of planned) {
    const started = performance.now();
    await clearStamp(dir);
    if (target === 'web') await buildWeb({ quiet: true, outDir: dir });
    else await buildExtension({ browser: target, outDir: dir, quiet: true });
    await writeStamp(dir, fingerprint);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`✔ Built ${NAMES[target]} in ${seconds} s: ${path.relative(process.cwd(), dir)}`);
  }
} catch (error) {
  exitOnStartError(error);
}
