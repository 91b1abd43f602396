import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, type App } from './app';
import { loadServerConfig, type ServerConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { execWithHugePages } from '@dadeum/correction/huge-pages';
import { createPool } from './db/pool';
import { loggerOptions, redactUrl } from './logging';

export interface RunningApi {
  app: App;
  url: string;
  databaseUrl: string;
  embedded: boolean;
  close(): Promise<void>;
}

// Re-exported for the tests that build the app with the server's logger.
export { loggerOptions, redactUrl };

/** Starts the database (embedded when DATABASE_URL is unset) and the API server. */
export async function startApi(config: ServerConfig = loadServerConfig()): Promise<RunningApi> {
  let embedded: EmbeddedDatabase | undefined;
  const databaseUrl =
    config.databaseUrl ??
    (embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDirAbsolute, 'postgres'),
      persistent: true,
      onLog: (line) => {
        if (line.startsWith('[supervisor]')) console.log(line);
      },
    })).url;

  const pool = createPool(databaseUrl);
  const app = await buildApp({
    config,
    pool,
    databaseStatus: embedded?.status,
    logger: loggerOptions(config),
    preloadChecker: true,
  });
  const host = config.host === 'localhost' ? '127.0.0.1' : config.host.replace(/^\[(.*)\]$/, '$1');
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
  // The engine's tables on huge pages: re-executes this process once, before anything loads.
  execWithHugePages();
  const api = await startApi();
  console.log(
    `Dadeum API listening on ${api.url} (${api.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
  );
  closeOnSignals(() => api.close());
}
