/**
 * Which of `npm start`'s builds are out of date: the web app (dist/) and the extension for
 * Chromium and Firefox (.output/chrome-mv3, .output/firefox-mv3), or the same three under
 * `BUILD_DIR` when set.
 *
 * A build is current when the stamp written into its output folder after it succeeded holds the
 * fingerprint of what it was built from: the content of every file of its inputs (sources,
 * translations, build configuration, package.json and the lockfile, .env files) and the settings
 * baked into it (the web and API URLs, EXTENSION_STORE_BUILD, FIREFOX_ADDON_ID, NODE_ENV, every
 * VITE_* and WXT_* variable, the Node version). A missing output, a missing stamp (a build that
 * failed, or one made by `npm run build`) or any difference means a rebuild.
 * Light on purpose (node:fs and node:crypto only): `npm start` asks before loading anything else.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRuntimeEnv } from '../src/config/runtime-env';

export const BUILD_TARGETS = ['web', 'chrome', 'firefox'] as const;
export type BuildTarget = (typeof BUILD_TARGETS)[number];

/** The stamp's name inside each output folder. */
export const STAMP_FILE = '.build-stamp.json';

/** Inputs of every build, relative to the repository root (folders are read whole). */
const SHARED_INPUTS = [
  'src',
  'locales',
  'build',
  // The only part of the engine package the web app and the extension may import (ESLint's
  // import boundaries enforce it); its 60 MB of data and caches are no build input.
  'packages/correction/package.json',
  'packages/correction/src/korean-particles.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

export const TARGET_INPUTS: Record<BuildTarget, string[]> = {
  web: [...SHARED_INPUTS, 'web'],
  chrome: [...SHARED_INPUTS, 'entrypoints', 'public', 'wxt.config.ts'],
  firefox: [...SHARED_INPUTS, 'entrypoints', 'public', 'wxt.config.ts'],
};

/** Where a target's output goes: dist/ and .output/<browser>-mv3, or under `buildDir`. */
export function outputDir(root: string, target: BuildTarget, buildDir?: string): string {
  if (buildDir) {
    const base = path.resolve(root, buildDir);
    return path.join(base, target === 'web' ? 'web' : `${target}-mv3`);
  }
  return target === 'web' ? path.join(root, 'dist') : path.join(root, '.output', `${target}-mv3`);
}

/** A file every complete output of the target has. */
function keyFile(target: BuildTarget): string {
  return target === 'web' ? 'index.html' : 'manifest.json';
}

/** The settings a build bakes in, as one canonical string. */
export function buildSettings(target: BuildTarget, env: NodeJS.ProcessEnv): string {
  const runtime = parseRuntimeEnv(env);
  const prefixed = Object.keys(env)
    .filter((key) => /^(VITE|WXT)_/.test(key))
    .sort()
    .map((key) => [key, env[key]]);
  return JSON.stringify({
    target,
    webOrigin: runtime.webOrigin,
    apiBaseUrl: runtime.apiBaseUrl,
    nodeEnv: env.NODE_ENV ?? null,
    storeBuild: env.EXTENSION_STORE_BUILD ?? null,
    firefoxAddonId: env.FIREFOX_ADDON_ID ?? null,
    prefixed,
    node: process.versions.node,
  });
}

/** Every file under `entry` (a file or a folder), relative to `root`; none when missing. */
async function filesOf(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const info = await stat(full).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const names = await readdir(full, { recursive: true, withFileTypes: true });
  return names
    .filter(
      (dirent) => dirent.isFile() && !dirent.parentPath.split(path.sep).includes('node_modules'),
    )
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

/**
 * What of a file a build can see: all of it, except package.json's `scripts` (npm's commands,
 * which no bundler reads: editing one must not rebuild everything).
 */
function buildRelevant(file: string, content: Buffer): Buffer | string {
  if (file !== 'package.json') return content;
  try {
    const { scripts: _scripts, ...rest } = JSON.parse(content.toString('utf8')) as Record<
      string,
      unknown
    >;
    return JSON.stringify(rest);
  } catch {
    return content;
  }
}

/** Content digests by file, shared by the targets of one look (they share most inputs). */
export type DigestCache = Map<string, Promise<Buffer>>;

/** The fingerprint of a target's inputs and settings in the tree at `root`. */
export async function buildFingerprint(
  root: string,
  target: BuildTarget,
  env: NodeJS.ProcessEnv = process.env,
  digests: DigestCache = new Map(),
): Promise<string> {
  const lists = await Promise.all(TARGET_INPUTS[target].map((entry) => filesOf(root, entry)));
  const files = [...new Set(lists.flat())].sort();
  const digestOf = (file: string) => {
    let digest = digests.get(file);
    if (!digest) {
      digest = readFile(path.join(root, file)).then((content) =>
        createHash('sha256').update(buildRelevant(file, content)).digest(),
      );
      digests.set(file, digest);
    }
    return digest;
  };
  const hash = createHash('sha256');
  hash.update(buildSettings(target, env));
  for (const [index, digest] of (await Promise.all(files.map(digestOf))).entries()) {
    hash.update(`\n${files[index]!.split(path.sep).join('/')}\0`);
    hash.update(digest);
  }
  return hash.digest('hex');
}

interface Stamp {
  fingerprint: string;
  builtAt: string;
}

async function readStamp(dir: string): Promise<Stamp | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

export interface TargetState {
  target: BuildTarget;
  dir: string;
  fingerprint: string;
  /** Why it must be built, or null when its output is current. */
  reason: null | 'missing' | 'unstamped' | 'changed';
  builtAt: string | null;
}

/** Whether each target's output is current in the tree at `root`. */
export async function buildStates(
  root: string,
  {
    env = process.env,
    targets = BUILD_TARGETS,
    buildDir = env.BUILD_DIR || undefined,
  }: { env?: NodeJS.ProcessEnv; targets?: readonly BuildTarget[]; buildDir?: string } = {},
): Promise<TargetState[]> {
  const digests: DigestCache = new Map();
  return Promise.all(
    targets.map(async (target) => {
      const dir = outputDir(root, target, buildDir);
      const fingerprint = await buildFingerprint(root, target, env, digests);
      const complete = await stat(path.join(dir, keyFile(target))).then(
        () => true,
        () => false,
      );
      const stamp = complete ? await readStamp(dir) : null;
      const reason = !complete
        ? 'missing'
        : !stamp
          ? 'unstamped'
          : stamp.fingerprint !== fingerprint
            ? 'changed'
            : null;
      return { target, dir, fingerprint, reason, builtAt: stamp?.builtAt ?? null };
    }),
  );
}

/** Forgets a target's stamp (before its build: a failed build must not look current). */
export async function clearStamp(dir: string): Promise<void> {
  await rm(path.join(dir, STAMP_FILE), { force: true });
}

/** Records that `dir` holds a complete build of `fingerprint` (taken before the build began). */
export async function writeStamp(dir: string, fingerprint: string): Promise<void> {
  const stamp: Stamp = { fingerprint, builtAt: new Date().toISOString() };
  await writeFile(path.join(dir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}
