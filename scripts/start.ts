/**
 * `npm start`: the whole product on its embedded defaults.
 * Builds the web app and the extension for the configured URLs, starts PostgreSQL (embedded
 * unless DATABASE_URL is set), the API server and the web host, and prints where everything is.
 */
import path from 'node:path';
import { REPO_ROOT, loadServerConfig } from '../server/config';
import { closeOnSignals, startApi } from '../server/api-server';
import { exitOnStartError } from '../server/start-error';
import { startWebHost } from '../server/web-host';
import { startPageServer } from './editor-pages/page-server';
import { EDITOR_FAMILIES } from './editor-pages/family-pages';
import { buildExtension, buildWeb } from './build-all';

async function main() {
  const config = loadServerConfig();
  console.log('Building the web app and the extension…');
  await buildWeb({ quiet: true });
  const extensionDir = await buildExtension();
  const firefoxDir = await buildExtension({ browser: 'firefox' });

  const api = await startApi(config);
  const host = config.host === 'localhost' ? '127.0.0.1' : config.host;
  const web = await startWebHost({
    root: path.join(REPO_ROOT, 'dist'),
    host,
    port: config.webPort,
  });
  // The editor test pages (real Quill, ProseMirror, Lexical and Draft, Gmail- and Slack-like
  // pages, plain fields) to try the extension on: local only, never part of a deployment.
  const pages = await startPageServer({
    families: true,
    port: Number(process.env.EDITOR_PAGES_PORT ?? 5180),
  });
  closeOnSignals(async () => {
    await pages.close();
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

  Editor pages   ${pages.url}  (fields), and ${EDITOR_FAMILIES.join(', ')}
                 at ${pages.url}<name>: type Korean there with the extension signed in

  Extension      ${path.relative(process.cwd(), extensionDir) || extensionDir}
    Load it in Chrome: open chrome://extensions, switch on "Developer mode",
    click "Load unpacked" and choose that folder.
  For Firefox    ${path.relative(process.cwd(), firefoxDir) || firefoxDir}
    Open about:debugging#/runtime/this-firefox, click "Load Temporary Add-on…"
    and choose manifest.json in that folder.

  Press Ctrl+C to stop everything.
${line}`);
}

main().catch(exitOnStartError);
