import { build as viteBuild } from 'vite';
import { build as wxtBuild, zip as wxtZip } from 'wxt';
import path from 'node:path';
import { REPO_ROOT } from '../server/config';

/**
 * Builds the web app (dist/) and the extension (.output/chrome-mv3, or .output/firefox-mv3 with
 * `browser: 'firefox'`) for the URLs in the current environment, in this process (the build
 * configs read the same validated env).
 */
export async function buildWeb({ quiet = false } = {}) {
  await viteBuild({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
  });
}

export async function buildExtension({
  zip = false,
  browser = 'chrome',
}: { zip?: boolean; browser?: 'chrome' | 'firefox' } = {}) {
  const options = { root: REPO_ROOT, browser };
  if (zip) await wxtZip(options);
  else await wxtBuild(options);
  return path.join(REPO_ROOT, '.output', `${browser}-mv3`);
}
