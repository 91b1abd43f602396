import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { DatabaseStatus } from './db/embedded-postgres';
import { RequestLog } from './logging';
import type { Pool } from './db/pool';
import type { MailTransport } from './mail/transport';
import type { Checker } from '@dadeum/correction';
import type { LlmReviewer } from '@dadeum/correction';
import type { CorrectionEngine } from './correction/engine-pool';
import { authPlugin } from './plugins/auth';
import { availabilityPlugin } from './plugins/availability';
import { correctionPlugin } from './correction/service';
import { errorsPlugin } from './plugins/errors';
import { limitsPlugin } from './plugins/limits';
import { mailPlugin } from './plugins/mail';
import { databasePlugin } from './plugins/database';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { membersRepositoryPlugin } from './account/repository';
import { accountRoutes } from './account/routes';
import { correctionsRepositoryPlugin } from './correction/repository';
import { feedbackRepositoryPlugin } from './feedback/repository';
import { oauthRepositoryPlugin } from './identity/oauth-repository';
import { sessionsRepositoryPlugin } from './identity/sessions-repository';
import { verificationTokensRepositoryPlugin } from './identity/verification-repository';
import { mailOutboxRepositoryPlugin } from './mail/outbox-repository';
import { subscriptionsRepositoryPlugin } from './payments/repository';
import { surveyRepositoryPlugin } from './survey/repository';
import { correctionRoutes } from './correction/routes';
import { feedbackRoutes } from './feedback/routes';
import { healthRoutes } from './health/routes';
import { identityRoutes } from './identity/routes';
import { socialPlugin } from './identity/social-plugin';
import { socialRoutes } from './identity/social-routes';
import { verificationRoutes } from './identity/verification-routes';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { paymentsRoutes } from './payments/routes';
import { surveyRoutes } from './survey/routes';
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
  /** The embedded database's supervisor state (startApi); calls get 503 ERR06 while it restarts. */
  databaseStatus?: () => DatabaseStatus;
  /**
   * A correction checker run in the request's thread (tests pass one per file). Default: the
   * engine's worker pool, started on the first check, or at start-up with `preloadChecker`.
   */
  checker?: Checker | Promise<Checker>;
  /** An engine of its own (a worker pool with other settings); wins over `checker`. */
  engine?: CorrectionEngine;
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
  databaseStatus,
  checker,
  engine,
  preloadChecker = false,
  reviewer,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    logController: new RequestLog(),
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
  await app.register(availabilityPlugin, { databaseStatus });
  await app.register(limitsPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(healthRoutes);
  await app.register(databasePlugin, { migrate });
  // Each server feature registers its own repositories (app.repos, app.transaction).
  await app.register(membersRepositoryPlugin);
  await app.register(sessionsRepositoryPlugin);
  await app.register(verificationTokensRepositoryPlugin);
  await app.register(oauthRepositoryPlugin);
  await app.register(mailOutboxRepositoryPlugin);
  await app.register(surveyRepositoryPlugin);
  await app.register(feedbackRepositoryPlugin);
  await app.register(subscriptionsRepositoryPlugin);
  await app.register(correctionsRepositoryPlugin);
  await app.register(mailPlugin, {
    transport: mailTransport,
    workerIntervalMs: mailWorkerIntervalMs,
  });
  await app.register(authPlugin);
  await app.register(socialPlugin);
  await app.register(correctionPlugin, { checker, engine, reviewer, preload: preloadChecker });

  // One routes plugin per server feature (server/<feature>/routes.ts), as in src/features/.
  await app.register(identityRoutes);
  await app.register(socialRoutes);
  await app.register(verificationRoutes);
  await app.register(accountRoutes);
  await app.register(surveyRoutes);
  await app.register(paymentsRoutes);
  await app.register(feedbackRoutes);
  await app.register(correctionRoutes);
  if (config.nodeEnv !== 'production') await app.register(devMailboxRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
