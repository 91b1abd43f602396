import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { build as wxtBuild } from 'wxt';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, loadServerConfig } from '../../server/config';
import { freePort } from '../../server/db/embedded-postgres';
import { startApi } from '../../server/api-server';
import { startWebHost } from '../../server/web-host';
import './context';

/** Per run, so two runs at once (two engineers, or CI beside a developer) never share builds. */
export const E2E_DIR = path.join(REPO_ROOT, '.tmp', `e2e-${process.pid}`);

/**
 * Builds the web app and the extension (Chromium and Firefox) for this run's URLs (free loopback ports), starts the
 * API server on an embedded PostgreSQL in a temporary folder and the web host, and hands the
 * URLs and the extension folder to the tests.
 */
export default async function setup(project: TestProject) {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dadeum-e2e-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  Object.assign(process.env, {
    NODE_ENV: 'test',
    WEB_PORT: String(webPort),
    API_PORT: String(apiPort),
    WEB_ORIGIN: `http://localhost:${webPort}`,
    VITE_API_BASE_URL: `http://localhost:${apiPort}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every request of the browser tests comes from one address: raise the per-client limits.
    RATE_LIMIT_FACTOR: '10',
  });
  delete process.env.DATABASE_URL;

  const webDist = path.join(E2E_DIR, 'web');
  const extensionDir = path.join(E2E_DIR, 'extension');
  await rm(E2E_DIR, { recursive: true, force: true });
  await mkdir(E2E_DIR, { recursive: true });
  await viteBuild({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: webDist, emptyOutDir: true, sourcemap: false },
  });
  await wxtBuild({ root: REPO_ROOT, outDir: extensionDir, logger: silentLogger() });
  // The same extension for Firefox (`npm run build:firefox`), beside it in firefox-mv3.
  await wxtBuild({
    root: REPO_ROOT,
    outDir: extensionDir,
    browser: 'firefox',
    logger: silentLogger(),
  });

  const config = loadServerConfig();
  const api = await startApi(config);
  const web = await startWebHost({ root: webDist, host: '127.0.0.1', port: webPort });

  project.provide('e2e', {
    webOrigin: config.webOrigin,
    apiBaseUrl: config.apiBaseUrl,
    extensionDir: path.join(extensionDir, 'chrome-mv3'),
    firefoxExtensionDir: path.join(extensionDir, 'firefox-mv3'),
    databaseUrl: api.databaseUrl,
  });

  return async () => {
    await web.close();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(E2E_DIR, { recursive: true, force: true });
  };
}

function silentLogger() {
  const noop = () => {};
  return {
    debug: noop,
    log: noop,
    info: noop,
    warn: console.warn,
    error: console.error,
    fatal: console.error,
    success: noop,
    level: 0,
  };
}
