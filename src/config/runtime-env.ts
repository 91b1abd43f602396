import { z } from 'zod';

/**
 * Every environment variable the product reads, validated once with zod.
 *
 * Used by the API server at start-up and by the two build configurations (web/vite.config.ts,
 * wxt.config.ts), so the web app, the extension and the server always agree on the URLs.
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

const optionalString = z
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

function formatIssues(error: z.ZodError): string[] {
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

/** Development-only signing secret; refused when NODE_ENV=production. */
export const DEVELOPMENT_JWT_SECRET = 'dadeum-development-secret-do-not-use-in-production-0000';

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const extensionOrigin = z
  .string()
  .regex(/^(chrome|moz|safari-web)-extension:\/\/[A-Za-z0-9._-]+$/, {
    message: 'must be an extension origin such as chrome-extension://<id>',
  });

const serverSchema = z.object({
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  JWT_ISSUER: optionalString,
  JWT_AUDIENCE: optionalString,
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalString,
  EXTENSION_ORIGINS: list.pipe(z.array(extensionOrigin)),
  TRUST_PROXY: optionalString.pipe(z.enum(['true', 'false']).optional()),
  RATE_LIMIT_FACTOR: optionalString.pipe(
    z.coerce.number<string | undefined>().positive().max(1000).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  LINE_CLIENT_ID: optionalString,
  LINE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  CORRECTION_LLM_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  CORRECTION_LLM_KEY: optionalString,
  CORRECTION_LLM_MODEL: optionalString,
  CORRECTION_LLM_TIMEOUT_MS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(100).max(30_000).optional(),
  ),
});

export interface OAuthClientEnv {
  clientId: string;
  clientSecret: string;
}

/** What only the API server reads, on top of {@link RuntimeEnv}. */
export type ServerEnv = RuntimeEnv & {
  /** HS256 key of the access tokens (at least 32 characters). */
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  /** Unset: mail stays in the outbox and the dev mailbox shows it (not in production). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Extension origins allowed by CORS besides the web origin. */
  extensionOrigins: string[];
  trustProxy: boolean;
  /** Multiplies the per-client and per-account rate limits (e.g. 10 for busy end-to-end runs). */
  rateLimitFactor: number;
  /** Real providers; those left unset are served by the local identity provider outside production. */
  oauth: {
    google: OAuthClientEnv | undefined;
    line: OAuthClientEnv | undefined;
    facebook: OAuthClientEnv | undefined;
  };
  /**
   * Optional AI pass of the correction API (an OpenAI-compatible chat-completions endpoint);
   * undefined (the default) means rule-based checks only.
   */
  correctionLlm: CorrectionLlmEnv | undefined;
};

export interface CorrectionLlmEnv {
  url: string;
  apiKey: string | undefined;
  model: string | undefined;
  /** Upper bound of the AI pass per check; the engine's default (3,000 ms) when unset. */
  timeoutMs: number | undefined;
}

function oauthClient(
  issues: string[],
  name: string,
  id: string | undefined,
  secret: string | undefined,
): OAuthClientEnv | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    issues.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both or neither`);
    return undefined;
  }
  return { clientId: id, clientSecret: secret };
}

/**
 * The server's environment: {@link parseRuntimeEnv} plus secrets, mail and OAuth settings.
 * In production JWT_SECRET and SMTP_URL are required; elsewhere safe development defaults apply.
 */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const base = parseRuntimeEnv(source);
  const result = serverSchema.safeParse(source);
  if (!result.success) throw new EnvError(formatIssues(result.error));
  const env = result.data;
  const issues: string[] = [];
  const production = base.nodeEnv === 'production';
  if (production && !env.JWT_SECRET) issues.push('JWT_SECRET: required in production');
  if (production && env.JWT_SECRET === DEVELOPMENT_JWT_SECRET) {
    issues.push('JWT_SECRET: the development secret cannot be used in production');
  }
  if (production && !env.SMTP_URL) issues.push('SMTP_URL: required in production');
  const oauth = {
    google: oauthClient(issues, 'GOOGLE', env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    line: oauthClient(issues, 'LINE', env.LINE_CLIENT_ID, env.LINE_CLIENT_SECRET),
    facebook: oauthClient(issues, 'FACEBOOK', env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
  };
  if (!env.CORRECTION_LLM_URL) {
    for (const name of [
      'CORRECTION_LLM_KEY',
      'CORRECTION_LLM_MODEL',
      'CORRECTION_LLM_TIMEOUT_MS',
    ] as const) {
      if (env[name] !== undefined) issues.push(`${name}: needs CORRECTION_LLM_URL`);
    }
  }
  if (issues.length > 0) throw new EnvError(issues);
  return {
    ...base,
    jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    jwtIssuer: env.JWT_ISSUER ?? base.apiBaseUrl,
    jwtAudience: env.JWT_AUDIENCE ?? 'dadeum',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Dadeum <no-reply@dadeum.invalid>',
    // Unset outside production: the local build's pinned id, so its pages may call the API
    // with credentials; production allows exactly the listed origins (none when unset).
    extensionOrigins:
      env.EXTENSION_ORIGINS.length > 0 || production
        ? env.EXTENSION_ORIGINS
        : [`chrome-extension://${DEV_EXTENSION_ID}`],
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimitFactor: env.RATE_LIMIT_FACTOR ?? 1,
    oauth,
    correctionLlm: env.CORRECTION_LLM_URL
      ? {
          url: env.CORRECTION_LLM_URL,
          apiKey: env.CORRECTION_LLM_KEY,
          model: env.CORRECTION_LLM_MODEL,
          timeoutMs: env.CORRECTION_LLM_TIMEOUT_MS,
        }
      : undefined,
  };
}
