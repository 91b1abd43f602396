import path from 'node:path';
import type { App } from './app';
import { loadServerConfig, type ServerConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { createPool } from './db/pool';
import { loggerOptions, redactUrl } from './logging';
import { describeStartError } from './start-error';

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
  // The app's modules load while PostgreSQL starts (it runs in its own process).
  const appModule = import('./app');
  appModule.catch(() => {}); // awaited below; a failed database start must not leave it unhandled
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
  let app: App | undefined;
  try {
    const { buildApp } = await appModule;
    app = await buildApp({
      config,
      pool,
      databaseStatus: embedded?.status,
      logger: loggerOptions(config),
      preloadChecker: true,
    });
    const host =
      config.host === 'localhost' ? '127.0.0.1' : config.host.replace(/^\[(.*)\]$/, '$1');
    await app.listen({ host, port: config.apiPort });
  } catch (error) {
    // A module that fails to load, a failed migration, a port in use: stop what started, or
    // the embedded PostgreSQL would outlive this process.
    await app?.close().catch(() => {});
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  const running = app;

  let closed = false;
  return {
    app: running,
    url: config.apiBaseUrl,
    databaseUrl,
    embedded: embedded !== undefined,
    async close() {
      if (closed) return;
      closed = true;
      await running.close();
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
        console.error(describeStartError(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
