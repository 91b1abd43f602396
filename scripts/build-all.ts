import { build as viteBuild } from 'vite';
import { build as wxtBuild, zip as wxtZip } from 'wxt';
import path from 'node:path';
import { REPO_ROOT } from '../server/config';

/**
 * Builds the web app (dist/, or `outDir`) and the extension (.output/chrome-mv3, or
 * .output/firefox-mv3 with `browser: 'firefox'`; `outDir` is then the folder that takes the
 * place of that one) for the URLs in the current environment, in this process (the build configs
 * read the same validated env).
 */
export async function buildWeb({
  quiet = false,
  outDir,
}: { quiet?: boolean; outDir?: string } = {}) {
  await viteBuild({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
  });
}

export async function buildExtension({
  zip = false,
  browser = 'chrome',
  outDir,
  quiet = false,
}: { zip?: boolean; browser?: 'chrome' | 'firefox'; outDir?: string; quiet?: boolean } = {}) {
  const options = {
    root: REPO_ROOT,
    browser,
    // WXT writes <outDir>/<browser>-mv3: give it the parent of the folder asked for.
    ...(outDir ? { outDir: path.dirname(outDir) } : {}),
    ...(quiet ? { logger: quietLogger() } : {}),
  };
  if (zip) await wxtZip(options);
  else await wxtBuild(options);
  return outDir ?? path.join(REPO_ROOT, '.output', `${browser}-mv3`);
}

/** WXT's logger with only its warnings and errors (no banner, no file list). */
function quietLogger() {
  const noop = () => {};
  return {
    debug: noop,
    log: noop,
    info: noop,
    success: noop,
    warn: console.warn,
    error: console.error,
    fatal: console.error,
    level: 0,
  };
}
