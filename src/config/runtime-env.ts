import { z } from 'zod';

/**
 * The environment variables every part reads, validated once with zod: the ports, URLs and
 * data folder that the API server (server/env.ts adds its own secrets, mail, OAuth and limits
 * on top) and the two build configurations (web/vite.config.ts, wxt.config.ts) share, so the
 * web app, the extension and the server always agree on the URLs.
 * Pure: takes the variables as a plain record, never touches `process` itself.
 */

const port = z.coerce.number().int().min(1).max(65535);

const origin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value))
  .refine((url) => url.pathname === '/' && !url.search && !url.hash, {
    message: 'must be an origin such as https://example.com (no path, query or fragment)',
  })
  .transform((url) => url.origin);

const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/** A string variable; empty or blank means unset. */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  WEB_PORT: port.default(5173),
  API_PORT: port.default(8787),
  WEB_ORIGIN: optionalString.pipe(origin.optional()),
  VITE_API_BASE_URL: optionalString.pipe(baseUrl.optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RuntimeEnv = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  webPort: number;
  apiPort: number;
  /** Origin of the hosted web app; the extension's web bridge runs only there. */
  webOrigin: string;
  /** Base URL of the API server as the browser reaches it. */
  apiBaseUrl: string;
  /** Unset means: start an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof rawSchema>['LOG_LEVEL'];
};

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
}

export function parseRuntimeEnv(source: Record<string, string | undefined>): RuntimeEnv {
  const result = rawSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(formatIssues(result.error));
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    webPort: env.WEB_PORT,
    apiPort: env.API_PORT,
    webOrigin: env.WEB_ORIGIN ?? `http://localhost:${env.WEB_PORT}`,
    apiBaseUrl: env.VITE_API_BASE_URL ?? `http://localhost:${env.API_PORT}`,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
  };
}

/**
 * The extension id of local (unpacked) builds, pinned by the public key in
 * build/extension-manifest.ts; store builds get their id from the store.
 */
export const DEV_EXTENSION_ID = 'moglbmbpfhkfjecamkdgpahgpkeflfhh';

/** The add-on id of local Firefox builds (`browser_specific_settings.gecko.id`). */
export const DEV_FIREFOX_ADDON_ID = 'dadeum-dev@dadeum.invalid';

/**
 * Firefox gives an add-on a random origin per profile (moz-extension://<uuid>). A profile pins it
 * with the pref `extensions.webextensions.uuids` = {"dadeum-dev@dadeum.invalid": "<this uuid>"}
 * (the Firefox tests do; README, "Loading the extension"), and the API allows that origin by
 * default outside production, as it allows the pinned Chrome id.
 */
export const DEV_FIREFOX_EXTENSION_UUID = '6f3a2c1e-5d4b-4a8e-9c7f-2b1d0e9a8c64';
