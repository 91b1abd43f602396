import { z } from 'zod';
import {
  DEV_EXTENSION_ID,
  DEV_FIREFOX_EXTENSION_UUID,
  EnvError,
  formatIssues,
  optionalString,
  parseRuntimeEnv,
  type RuntimeEnv,
} from '../src/config/runtime-env';

/**
 * What only the API server reads (docs/api.md, "Environment variables"): signing secret, mail,
 * CORS extension origins, proxy and rate-limit settings, social sign-in clients and the
 * correction engine's optional AI pass. Never bundled into the web app or the extension.
 */

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
  MAIL_TIMEOUT_MS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(100).max(300_000).optional(),
  ),
  MAIL_CONCURRENCY: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(32).optional(),
  ),
  EXTENSION_ORIGINS: list.pipe(z.array(extensionOrigin)),
  TRUST_PROXY: optionalString.pipe(z.enum(['true', 'false']).optional()),
  REDIS_URL: optionalString.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  DEV_PRINT_MAIL: optionalString.pipe(z.enum(['true', 'false']).optional()),
  DEV_ALLOW_REMOTE: optionalString.pipe(z.enum(['true', 'false']).optional()),
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
  /** Upper bound of one mail's delivery (connect, greeting, each silence, the whole send). */
  mailTimeoutMs: number;
  /** Mails the worker delivers at once. */
  mailConcurrency: number;
  /** Extension origins allowed by CORS besides the web origin. */
  extensionOrigins: string[];
  trustProxy: boolean;
  /** Unset: limits and throttles are counted in PostgreSQL; set: in this Redis. */
  redisUrl: string | undefined;
  /**
   * Development only: print each mail (with its link) to the console. Off by default: the dev
   * mailbox shows mail, and links in a terminal end up in shared logs.
   */
  devPrintMail: boolean;
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

/** Loopback addresses and names: `localhost`, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
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
  // Outside production the dev mailbox and the local identity provider exist: together they
  // let anyone who reaches the server reset any account's password. Loopback only, then.
  if (!production && !isLoopbackHost(base.host) && env.DEV_ALLOW_REMOTE !== 'true') {
    issues.push(
      `HOST: ${base.host} is not a loopback address; outside production the server listens on ` +
        'loopback only (localhost, 127.0.0.1, ::1), because /dev/mailbox and /idp exist there. ' +
        'Set NODE_ENV=production, or DEV_ALLOW_REMOTE=true to expose a development server on purpose',
    );
  }
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
    mailTimeoutMs: env.MAIL_TIMEOUT_MS ?? 15_000,
    mailConcurrency: env.MAIL_CONCURRENCY ?? 4,
    // Unset outside production: the local builds' pinned origins (Chrome's id, Firefox's
    // pinned uuid), so their pages may call the API with credentials; production allows
    // exactly the listed origins (none when unset).
    extensionOrigins:
      env.EXTENSION_ORIGINS.length > 0 || production
        ? env.EXTENSION_ORIGINS
        : [
            `chrome-extension://${DEV_EXTENSION_ID}`,
            `moz-extension://${DEV_FIREFOX_EXTENSION_UUID}`,
          ],
    trustProxy: env.TRUST_PROXY === 'true',
    redisUrl: env.REDIS_URL,
    devPrintMail: env.DEV_PRINT_MAIL === 'true' && base.nodeEnv === 'development',
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
