import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Pool } from './db/pool';
import type { ServerConfig } from './config';
import { healthRoutes } from './routes/health/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    pool: Pool;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  pool: Pool;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API app without listening: main.ts listens, tests use app.inject(). */
export async function buildApp({ config, pool, logger = false }: BuildAppOptions) {
  const app = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('pool', pool);

  await app.register(healthRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
