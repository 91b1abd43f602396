import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The web app's security headers (docs/deploy.md, "Web host headers"): a Content-Security-Policy
 * whose scripts are the site's own files plus the inline scripts of this build, each allowed by
 * its SHA-256 (no 'unsafe-inline'), no framing by anyone, a referrer and permissions policy,
 * and HSTS in production. `server/web-host.ts` sends them; a CDN in front can print them for a
 * build with `npx tsx server/web-security.ts dist` and send the same.
 */

/** What the web build writes for its host (build/shared-vite.ts, `webHostInfoPlugin`). */
export const WEB_HOST_INFO_FILE = 'web-host.json';

export interface WebHostInfo {
  /** The API's origin, baked into the build (VITE_API_BASE_URL): the page calls it. */
  apiOrigin: string;
}

export interface SecurityHeaderInput {
  apiOrigin: string;
  /** `sha256-…` sources of every inline script the served pages hold. */
  scriptHashes: readonly string[];
  /** HSTS only in production: on plain-HTTP development hosts it would stick for a year. */
  production: boolean;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The `'sha256-…'` source of each inline script of an HTML document, as browsers hash it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names.filter((name) => name.endsWith('.html')).map((name) => path.join(dir, name));
}

/** Every inline script hash of the pages a build serves (index.html and the prerendered ones). */
export async function buildScriptHashes(root: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(root)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

/** The build's own information for its host; a build without it predates the headers. */
export async function readWebHostInfo(root: string): Promise<WebHostInfo> {
  const file = path.join(root, WEB_HOST_INFO_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(
      `No ${WEB_HOST_INFO_FILE} in ${root}: rebuild the web app (npm run build:web).`,
    );
  });
  const info = JSON.parse(text) as Partial<WebHostInfo>;
  if (typeof info.apiOrigin !== 'string' || new URL(info.apiOrigin).origin !== info.apiOrigin) {
    throw new Error(`${file}: apiOrigin must be an origin (scheme, host, port)`);
  }
  return { apiOrigin: info.apiOrigin };
}

export function contentSecurityPolicy({ apiOrigin, scriptHashes }: SecurityHeaderInput): string {
  return [
    "default-src 'self'",
    // The site's own files, and the build's inline scripts by hash; never 'unsafe-inline' or eval.
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // The prerendered pages inline their stylesheet, and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The API (fetch with credentials) and the site itself (translations, chunks).
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header the web host adds to its responses. */
export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    // For browsers older than CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Other sites (the API included) learn the origin only, never a page's path or query
    // (a verification link's token is in its query).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(input.production
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** The headers for the build in `root`. */
export async function buildSecurityHeaders(
  root: string,
  production: boolean,
): Promise<Record<string, string>> {
  const [{ apiOrigin }, scriptHashes] = await Promise.all([
    readWebHostInfo(root),
    buildScriptHashes(root),
  ]);
  return securityHeaders({ apiOrigin, scriptHashes, production });
}

// `npx tsx server/web-security.ts dist [--production]`: the headers, one per line, for a CDN.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const headers = await buildSecurityHeaders(root, process.argv.includes('--production'));
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}
