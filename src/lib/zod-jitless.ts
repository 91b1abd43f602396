import { config } from 'zod/v4/core';

/**
 * zod compiles a fast path for object schemas with `new Function`, after probing whether it may.
 * Under the web app's Content-Security-Policy (no 'unsafe-eval', server/web-security.ts) and on
 * extension pages (Manifest V3 forbids eval) the probe fails, harmlessly, but Chromium reports it
 * as a CSP violation all the same. Browser shells import this first, so zod never probes there;
 * the server keeps the fast path. (zod's core config only: nothing else of zod is loaded.)
 */
config({ jitless: true });
