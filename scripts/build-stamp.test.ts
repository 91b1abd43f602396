import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/config';
import {
  buildFingerprint,
  buildStates,
  outputDir,
  writeStamp,
  type BuildTarget,
} from './build-stamp';

/**
 * `npm start` rebuilds a target only when what it is built from changed: a tree of source files
 * in a temporary folder, "built" (stamped as scripts/build-changed.ts stamps), then changed one
 * way at a time.
 */

const ENV: NodeJS.ProcessEnv = { NODE_ENV: 'development', WEB_PORT: '5173', API_PORT: '8787' };
const FILES: Record<string, string> = {
  'src/lib/api-client.ts': 'export const client = 1;',
  'packages/correction/src/korean-particles.ts': 'export const particle = 1;',
  'packages/correction/package.json': '{"name":"@dadeum/correction"}',
  'locales/ko.common.json': '{"hello":"안녕하세요"}',
  'web/main.tsx': 'render();',
  'web/vite.config.ts': 'export default {};',
  'entrypoints/background/index.ts': 'defineBackground();',
  'public/icons/16.png': 'png',
  'build/shared-vite.ts': 'export {};',
  'wxt.config.ts': 'export default {};',
  'package.json': '{"name":"dadeum"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'tsconfig.json': '{}',
  // Never an input: tests, the server, docs.
  'server/app.ts': 'export {};',
  'tests/e2e/foo.e2e.ts': 'test();',
  'docs/api.md': '# API',
  // The engine's data and caches: the apps never bundle them (import boundaries, ESLint).
  'packages/correction/src/data/model.bin': 'binary',
  'packages/correction/.cache/analyzer.bin': 'binary',
};

let root: string;

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** Builds every target as npm start would leave it: output present, stamped. */
async function buildAll(env = ENV) {
  for (const state of await buildStates(root, { env })) {
    await mkdir(state.dir, { recursive: true });
    await writeFile(
      path.join(state.dir, state.target === 'web' ? 'index.html' : 'manifest.json'),
      '{}',
    );
    await writeStamp(state.dir, state.fingerprint);
  }
}

async function toRebuild(env = ENV): Promise<BuildTarget[]> {
  return (await buildStates(root, { env }))
    .filter((state) => state.reason !== null)
    .map((state) => state.target);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dadeum-stamp-'));
  for (const [file, content] of Object.entries(FILES)) await put(file, content);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('which builds npm start redoes', () => {
  it('all three when nothing was built, or built by something else (no stamp)', async () => {
    expect((await buildStates(root, { env: ENV })).map((s) => s.reason)).toEqual([
      'missing',
      'missing',
      'missing',
    ]);
    await buildAll();
    await unlink(path.join(outputDir(root, 'chrome'), '.build-stamp.json'));
    await unlink(path.join(outputDir(root, 'web'), 'index.html'));
    const states = await buildStates(root, { env: ENV });
    expect(states.map((s) => [s.target, s.reason])).toEqual([
      ['web', 'missing'],
      ['chrome', 'unstamped'],
      ['firefox', null],
    ]);
  });

  it('none when nothing changed, or only what no build reads (server, tests, docs, engine data, npm scripts)', async () => {
    await buildAll();
    expect(await toRebuild()).toEqual([]);
    await put('server/app.ts', 'export const changed = true;');
    await put('tests/e2e/foo.e2e.ts', 'test(2);');
    await put('docs/api.md', '# API, edited');
    await put('packages/correction/src/data/model.bin', 'binary, retrained');
    await put('packages/correction/.cache/analyzer.bin', 'binary, rebuilt');
    // npm's scripts are no build input; the rest of package.json (version, dependencies) is.
    await put('package.json', '{"name":"dadeum","scripts":{"start":"node start.ts"}}');
    expect(await toRebuild()).toEqual([]);
    await put('package.json', '{"name":"dadeum","version":"0.2.0"}');
    expect(await toRebuild()).toEqual(['web', 'chrome', 'firefox']);
  });

  it.each([
    ['a shared source', 'src/lib/api-client.ts', ['web', 'chrome', 'firefox']],
    ['a translation', 'locales/ko.common.json', ['web', 'chrome', 'firefox']],
    [
      'the particles the apps import',
      'packages/correction/src/korean-particles.ts',
      ['web', 'chrome', 'firefox'],
    ],
    [
      'the engine package manifest',
      'packages/correction/package.json',
      ['web', 'chrome', 'firefox'],
    ],
    ['the lockfile', 'package-lock.json', ['web', 'chrome', 'firefox']],
    ['a build config', 'build/shared-vite.ts', ['web', 'chrome', 'firefox']],
    ['the web shell', 'web/main.tsx', ['web']],
    ['the Vite config', 'web/vite.config.ts', ['web']],
    ['an extension entrypoint', 'entrypoints/background/index.ts', ['chrome', 'firefox']],
    ['an extension asset', 'public/icons/16.png', ['chrome', 'firefox']],
    ['the WXT config', 'wxt.config.ts', ['chrome', 'firefox']],
  ])('an edit of %s (%s) rebuilds %j', async (_what, file, targets) => {
    await buildAll();
    await put(file, `${FILES[file]} // edited`);
    expect(await toRebuild()).toEqual(targets);
  });

  it('a source added or removed rebuilds what reads its folder', async () => {
    await buildAll();
    await put('src/features/new-screen.tsx', 'export {};');
    expect(await toRebuild()).toEqual(['web', 'chrome', 'firefox']);
    await buildAll();
    await unlink(path.join(root, 'entrypoints/background/index.ts'));
    expect(await toRebuild()).toEqual(['chrome', 'firefox']);
    await buildAll();
    await put('.env', 'VITE_API_BASE_URL=http://localhost:9999');
    expect(await toRebuild()).toEqual(['web', 'chrome', 'firefox']);
  });

  it.each([
    ['WEB_ORIGIN', { WEB_ORIGIN: 'http://localhost:6000' }],
    ['WEB_PORT (the default origin)', { WEB_PORT: '6001' }],
    ['VITE_API_BASE_URL', { VITE_API_BASE_URL: 'http://localhost:9000' }],
    ['EXTENSION_STORE_BUILD', { EXTENSION_STORE_BUILD: 'true' }],
    ['FIREFOX_ADDON_ID', { FIREFOX_ADDON_ID: 'dadeum@example.com' }],
    ['another VITE_ variable', { VITE_FEATURE: 'on' }],
  ])('a different %s rebuilds all three; back to the old value, none', async (_name, change) => {
    await buildAll();
    expect(await toRebuild({ ...ENV, ...change })).toEqual(['web', 'chrome', 'firefox']);
    expect(await toRebuild()).toEqual([]);
    // Settings no build reads do not.
    expect(await toRebuild({ ...ENV, LOG_LEVEL: 'debug', DATA_DIR: '/elsewhere' })).toEqual([]);
  });

  it('BUILD_DIR moves the outputs (a second checkout of settings) without touching the default ones', async () => {
    await buildAll();
    const elsewhere = { ...ENV, BUILD_DIR: 'other-build' };
    const states = await buildStates(root, { env: elsewhere });
    expect(states.map((s) => [path.relative(root, s.dir), s.reason])).toEqual([
      [path.join('other-build', 'web'), 'missing'],
      [path.join('other-build', 'chrome-mv3'), 'missing'],
      [path.join('other-build', 'firefox-mv3'), 'missing'],
    ]);
    expect(await toRebuild()).toEqual([]);
  });

  it("gives the repository's own tree the same fingerprint twice", async () => {
    const first = await buildFingerprint(REPO_ROOT, 'web', ENV);
    expect(await buildFingerprint(REPO_ROOT, 'web', ENV)).toBe(first);
    expect(await buildFingerprint(REPO_ROOT, 'chrome', ENV)).not.toBe(first);
  });
});
