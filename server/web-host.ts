import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';

export interface WebHostOptions {
  /** The production web build (dist/). */
  root: string;
  host: string;
  port: number;
}

/**
 * Serves the production web build: static files (including /locales/{lng}.{ns}.json) with
 * long-lived caching for hashed assets, and index.html for every other path (SPA routes).
 */
export async function startWebHost({ root, host, port }: WebHostOptions) {
  const index = path.join(root, 'index.html');
  await stat(index).catch(() => {
    throw new Error(`No web build at ${root}: run "npm run build:web" first.`);
  });

  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (build/shared-vite.ts).
    preCompressed: true,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  app.get('/*', (request, reply) => {
    const wanted = request.url.split('?')[0] ?? '/';
    // A missing asset or locale file is a real 404, not the app shell.
    if (wanted.startsWith('/assets/') || wanted.startsWith('/locales/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  await app.listen({ host, port });
  return app;
}
