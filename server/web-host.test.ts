import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded-postgres';
import { preferredLanguage, startWebHost } from './web-host';
import { inlineScriptHashes } from './web-security';

const BIG = `export const text = ${JSON.stringify('다듬 '.repeat(2000))};`;
/** The shell's inline script, as the build's index.html has one (the language choice). */
const INLINE = "document.documentElement.dataset.lng = 'ko';";
const SHELL = `<!doctype html><title>shell</title><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script>`;

describe('web host', () => {
  let dir: string;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dadeum-web-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'locales'));
    await writeFile(path.join(dir, 'index.html'), SHELL);
    await writeFile(
      path.join(dir, 'web-host.json'),
      JSON.stringify({ apiOrigin: 'https://api.example.com' }),
    );
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets', 'big-def456.js'), BIG);
    await writeFile(path.join(dir, 'assets', 'big-def456.js.gz'), gzipSync(BIG));
    await writeFile(path.join(dir, 'locales', 'ko.common.json'), '{"app":{"name":"다듬"}}');
    // The build's prerendered landing pages (build/prerender-plugin.ts); no login page here.
    for (const lng of ['ko', 'en']) {
      await mkdir(path.join(dir, 'prerender', lng), { recursive: true });
      await writeFile(
        path.join(dir, 'prerender', lng, 'index.html'),
        `<title>landing ${lng}</title>`,
      );
    }
    const port = await freePort();
    const app = await startWebHost({ root: dir, host: '127.0.0.1', port });
    base = `http://127.0.0.1:${port}`;
    close = () => app.close();
  });

  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the app shell for client-side routes', async () => {
    for (const route of ['/?from=mail', '/login', '/account/profile?modal=reset-password']) {
      const response = await fetch(base + route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
    }
  });

  it('sends the security headers on pages, files and 404s: CSP without unsafe-inline, no framing', async () => {
    for (const route of ['/', '/account/setting', '/assets/app-abc123.js', '/assets/missing.js']) {
      const { headers } = await fetch(base + route);
      const csp = headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(SHELL)]);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      // Not in development or tests: HSTS would pin plain-HTTP hosts to HTTPS for a year.
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('hashes an inline script as browsers do, and sends HSTS in production', async () => {
    // The SHA-256 of the script's exact text, base64 (the CSP Level 2 example's hash).
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script></script>')).toEqual([]);
    const port = await freePort();
    const app = await startWebHost({ root: dir, host: '127.0.0.1', port, production: true });
    try {
      const { headers } = await fetch(`http://127.0.0.1:${port}/`);
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });

  it("serves the landing page prerendered in the visitor's language", async () => {
    const get = (language?: string) =>
      fetch(`${base}/`, { headers: language ? { 'Accept-Language': language } : {} });
    const korean = await get('ko-KR,ko;q=0.9,en;q=0.8');
    expect(await korean.text()).toBe('<title>landing ko</title>');
    expect(korean.headers.get('vary')).toContain('Accept-Language');
    expect(korean.headers.get('cache-control')).toBe('no-cache');
    expect(await (await get('en-GB,ko;q=0.5')).text()).toBe('<title>landing en</title>');
    // Neither language asked for: English, the app's fallback.
    expect(await (await get('fr-FR')).text()).toBe('<title>landing en</title>');
    expect(await (await get()).text()).toBe('<title>landing en</title>');
  });

  it('ranks Accept-Language by q, then by order, ignoring q=0', () => {
    expect(preferredLanguage('fr;q=1, en;q=0.5, ko;q=0.8')).toBe('ko');
    expect(preferredLanguage('ko;q=0, en')).toBe('en');
    expect(preferredLanguage('ja, KO-kr')).toBe('ko');
    expect(preferredLanguage('<script>')).toBe('en');
  });

  it('serves translations as JSON and hashed assets with long caching', async () => {
    const locale = await fetch(`${base}/locales/ko.common.json`);
    expect(locale.status).toBe(200);
    expect(await locale.json()).toEqual({ app: { name: '다듬' } });
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the pre-compressed file when the browser accepts it', async () => {
    const { request } = await import('node:http');
    const response = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${base}/assets/big-def456.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(response.encoding).toBe('gzip');
    expect(response.body.length).toBeLessThan(BIG.length / 5);
    expect(gunzipSync(response.body).toString()).toBe(BIG);
  });

  it('answers 404 for a missing asset or locale instead of the shell', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/locales/xx.common.json`)).status).toBe(404);
  });

  it('refuses to start without a build', async () => {
    await expect(
      startWebHost({ root: path.join(dir, 'nope'), host: '127.0.0.1', port: 0 }),
    ).rejects.toThrow(/build:web/);
  });
});
