import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, type App } from './app';
import { loadServerConfig, type ServerConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { createPool } from './db/pool';

export interface RunningApi {
  app: App;
  url: string;
  databaseUrl: string;
  embedded: boolean;
  close(): Promise<void>;
}

const SECRET_QUERY_KEYS = new Set(['token', 'code', 'state', 'nonce', 'code_verifier']);

/** The request URL for logs, with link tokens, OAuth codes and states blanked out. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key)) params.set(key, '[redacted]');
  }
  return `${path}?${params.toString()}`;
}

/** Logger options: JSON in production, readable lines otherwise; credentials always redacted. */
export function loggerOptions(config: ServerConfig) {
  return {
    level: config.logLevel,
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers.authorization',
        'res.headers["set-cookie"]',
        // Bodies are never logged (Fastify does not, and nothing here does); should one ever
        // be, the text sent for correction and passwords stay out.
        'req.body',
        'body',
      ],
      censor: '[redacted]',
    },
  };
}

/** Starts the database (embedded when DATABASE_URL is unset) and the API server. */
export async function startApi(config: ServerConfig = loadServerConfig()): Promise<RunningApi> {
  let embedded: EmbeddedDatabase | undefined;
  const databaseUrl =
    config.databaseUrl ??
    (embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDirAbsolute, 'postgres'),
      persistent: true,
    })).url;

  const pool = createPool(databaseUrl);
  const app = await buildApp({
    config,
    pool,
    logger: loggerOptions(config),
    preloadChecker: true,
  });
  const host = config.host === 'localhost' ? '127.0.0.1' : config.host;
  await app.listen({ host, port: config.apiPort });

  let closed = false;
  return {
    app,
    url: config.apiBaseUrl,
    databaseUrl,
    embedded: embedded !== undefined,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** Stops `close` on SIGINT/SIGTERM, once; a second Ctrl+C exits at once. */
export function closeOnSignals(close: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal} received, shutting down…`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const api = await startApi();
  console.log(
    `Dadeum API listening on ${api.url} (${api.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
  );
  closeOnSignals(() => api.close());
}
