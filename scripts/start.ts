/**
 * `npm start`: the whole product on its embedded defaults.
 * Builds the web app and the extension for the configured URLs, starts PostgreSQL (embedded
 * unless DATABASE_URL is set), the API server and the web host, and prints where everything is.
 */
import path from 'node:path';
import { EnvError } from '../src/config/runtime-env';
import { REPO_ROOT, loadServerConfig } from '../server/config';
import { closeOnSignals, startApi } from '../server/main';
import { startWebHost } from '../server/web-host';
import { buildExtension, buildWeb } from './build-all';

async function main() {
  const config = loadServerConfig();
  console.log('Building the web app and the extension…');
  await buildWeb({ quiet: true });
  const extensionDir = await buildExtension();

  const api = await startApi(config);
  const host = config.host === 'localhost' ? '127.0.0.1' : config.host;
  const web = await startWebHost({
    root: path.join(REPO_ROOT, 'dist'),
    host,
    port: config.webPort,
  });
  closeOnSignals(async () => {
    await web.close();
    await api.close();
  });

  const line = '─'.repeat(64);
  console.log(`\n${line}
  다듬 Dadeum is running

  Web app        ${config.webOrigin}
  API            ${api.url}   (health: ${api.url}/health)
  Database       ${api.embedded ? `embedded PostgreSQL, data in ${path.join(config.dataDir, 'postgres')}` : 'DATABASE_URL'}
  Dev mailbox    ${api.url}/dev/mailbox?to=<address>   (mail is not sent without SMTP_URL)

  Extension      ${path.relative(process.cwd(), extensionDir) || extensionDir}
    Load it in Chrome: open chrome://extensions, switch on "Developer mode",
    click "Load unpacked" and choose that folder.

  Press Ctrl+C to stop everything.
${line}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
