import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  PRERENDER_LANGUAGES,
  prerenderedFile,
  type PrerenderLanguage,
} from '../build/prerendered-pages';
import { buildSecurityHeaders } from './web-security';

export interface WebHostOptions {
  /** The production web build (dist/). */
  root: string;
  host: string;
  port: number;
  /** Adds HSTS (docs/deploy.md); by default when NODE_ENV is production. */
  production?: boolean;
}

/**
 * Serves the production web build: static files (including /locales/{lng}.{ns}.json) with
 * long-lived caching for hashed assets, and index.html for every other path (SPA routes). Every
 * response carries the security headers of server/web-security.ts (CSP with the build's inline
 * script hashes, no framing, referrer and permissions policies, HSTS in production).
 */
export async function startWebHost({
  root,
  host,
  port,
  production = process.env.NODE_ENV === 'production',
}: WebHostOptions) {
  const index = path.join(root, 'index.html');
  await stat(index).catch(() => {
    throw new Error(`No web build at ${root}: run "npm run build:web" first.`);
  });
  const security = Object.entries(await buildSecurityHeaders(root, production));

  const app = Fastify({ logger: false });
  // On every answer, files, pages and 404s alike.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of security) reply.header(name, value);
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (build/shared-vite.ts).
    preCompressed: true,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const [wanted = '/', query] = request.url.split('?');
    // A missing asset or locale file is a real 404, not the app shell.
    if (wanted.startsWith('/assets/') || wanted.startsWith('/locales/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    // The landing and login pages prerendered in the visitor's language (Accept-Language,
    // as the browser's navigator.languages), when the build has them; a query string may
    // open a dialog the prerendered markup lacks, so those get the plain shell.
    if (query === undefined) {
      const prerendered = prerenderedFile(
        wanted,
        preferredLanguage(request.headers['accept-language']),
      );
      if (await exists(path.join(root, prerendered))) {
        return reply.header('Vary', 'Accept-Language').sendFile(prerendered);
      }
    }
    return reply.sendFile('index.html');
  });
  await app.listen({ host, port });
  return app;
}

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The first supported language of an Accept-Language header, highest q first; English
 * otherwise (the app's fallback, src/lib/i18n/languages.ts).
 */
export function preferredLanguage(header: string | undefined): PrerenderLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return {
        primary: tag.trim().slice(0, 2).toLowerCase(),
        q: Number.isFinite(q) ? q : 0,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    const found = PRERENDER_LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return 'en';
}
