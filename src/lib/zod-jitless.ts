/**
 * zod compiles a fast path for object schemas with `new Function`, after probing whether it may.
 * Under the web app's Content-Security-Policy (no 'unsafe-eval', server/web-security.ts) and on
 * extension pages (Manifest V3 forbids eval) the probe fails, harmlessly, but Chromium reports it
 * as a CSP violation all the same. Browser shells import this first, so zod never probes there;
 * the server keeps the fast path.
 *
 * It sets zod's global configuration object (what `z.config({ jitless: true })` sets, kept on
 * globalThis so several copies of zod share it) without loading zod: importing even zod's core
 * entry would put 10 KB of it on the landing page. zod-jitless.test.ts checks zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
