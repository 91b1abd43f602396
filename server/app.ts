import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { Pool } from './db/pool';
import type { MailTransport } from './mail/transport';
import type { Checker } from '../src/correction/checker';
import type { LlmReviewer } from '../src/correction/llm-review';
import { authPlugin } from './plugins/auth';
import { correctionPlugin } from './plugins/correction';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { repositoriesPlugin } from './plugins/repositories';
import { securityPlugin } from './plugins/security';
import { socialPlugin } from './plugins/social';
import { swaggerPlugin } from './plugins/swagger';
import { authRoutes } from './routes/auth/index';
import { correctionRoutes } from './correction/routes';
import { devRoutes } from './routes/dev/index';
import { feedbackRoutes } from './routes/feedback/index';
import { healthRoutes } from './health/routes';
import { memberRoutes } from './routes/member/index';
import { verifyRoutes } from './routes/verify/index';
import { resolveSettings, type AppSettings, type SettingsOverrides } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    pool: Pool;
    /** The app's clock (tests move it forward to expire tokens). */
    clock: () => Date;
    settings: AppSettings;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  pool: Pool;
  logger?: FastifyServerOptions['logger'];
  clock?: () => Date;
  /** Limits and lifetimes (defaults in settings.ts). */
  settings?: SettingsOverrides;
  /** Mail delivery; defaults to SMTP when SMTP_URL is set, else the dev mailbox only. */
  mailTransport?: MailTransport;
  mailWorkerIntervalMs?: number;
  /** Apply migrations at start-up (default true). */
  migrate?: boolean;
  /**
   * The correction checker (tests pass one per file). Default: one per process with the
   * hunspell dictionary, loaded on the first check, or at start-up with `preloadChecker`.
   */
  checker?: Checker | Promise<Checker>;
  preloadChecker?: boolean;
  /** The AI pass of the checks; default from CORRECTION_LLM_*, `null` for none. */
  reviewer?: LlmReviewer | null;
}

/** Builds the API app without listening: main.ts listens, tests use app.inject(). */
export async function buildApp({
  config,
  pool,
  logger = false,
  clock = () => new Date(),
  settings,
  mailTransport,
  mailWorkerIntervalMs,
  migrate = true,
  checker,
  preloadChecker = false,
  reviewer,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('pool', pool);
  app.decorate('clock', clock);
  app.decorate('settings', resolveSettings(settings, config.rateLimitFactor));

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(healthRoutes);
  await app.register(repositoriesPlugin, { migrate });
  await app.register(mailPlugin, {
    transport: mailTransport,
    workerIntervalMs: mailWorkerIntervalMs,
  });
  await app.register(authPlugin);
  await app.register(socialPlugin);
  await app.register(correctionPlugin, { checker, reviewer, preload: preloadChecker });

  await app.register(authRoutes);
  await app.register(verifyRoutes);
  await app.register(memberRoutes);
  await app.register(feedbackRoutes);
  await app.register(correctionRoutes);
  if (config.nodeEnv !== 'production') await app.register(devRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
