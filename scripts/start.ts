/**
 * `npm start`: the whole product on its embedded defaults.
 * Builds what changed of the web app and the extension for the configured URLs (in a process of
 * its own: scripts/build-changed.ts; scripts/build-stamp.ts decides), starts PostgreSQL (embedded
 * unless DATABASE_URL is set), the API server, the web host and the editor test pages at once,
 * and prints where everything is. Where stdout is not a terminal, it prints plain lines.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { closeOnSignals, startApi } from '../server/api-server';
import { REPO_ROOT, loadServerConfig } from '../server/config';
import { exitOnStartError } from '../server/start-error';
import { startWebHost } from '../server/web-host';
import { buildStates } from './build-stamp';
import { EDITOR_FAMILIES } from './editor-pages/family-pages';
import { startPageServer } from './editor-pages/page-server';
import { pipePlainLines } from './terminal-lines';

// No huge pages here, unlike server/main.ts (docs/decisions.md, "Huge pages"): re-executing
// costs every start time, and a few per cent of a check's speed is nothing a developer notices.

class BuildFailedError extends Error {
  constructor(code: number | null, signal: NodeJS.Signals | null) {
    super(
      signal
        ? `The build was stopped (${signal}).`
        : `The build failed (exit code ${code}); its messages are above.`,
    );
    this.name = 'BuildFailedError';
  }
}

/** Runs scripts/build-changed.ts for `targets`, its output shown as plain lines off a terminal. */
async function build(root: string, targets: string[]) {
  const terminal = process.stdout.isTTY === true;
  const child = spawn(
    process.execPath,
    [
      // tsx's loader, without the server's young-generation cap (it slows the bundlers down).
      ...process.execArgv.filter((arg) => !arg.startsWith('--max-semi-space-size')),
      path.join(root, 'scripts', 'build-changed.ts'),
      ...targets,
    ],
    { cwd: root, stdio: terminal ? 'inherit' : ['ignore', 'pipe', 'pipe'] },
  );
  const copied = terminal
    ? []
    : [
        pipePlainLines(child.stdout!, process.stdout),
        pipePlainLines(child.stderr!, process.stderr),
      ];
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
    },
  );
  await Promise.all(copied);
  if (code !== 0) throw new BuildFailedError(code, signal);
}

async function main() {
  const config = loadServerConfig();

  const states = await buildStates(REPO_ROOT);
  const stale = states.filter((state) => state.reason !== null);
  const names = {
    web: 'the web app',
    chrome: 'the Chrome extension',
    firefox: 'the Firefox extension',
  };
  if (stale.length > 0) {
    const why = {
      missing: 'not built yet',
      unstamped: 'not built by npm start',
      changed: 'changed',
    };
    console.log(
      `Building ${stale.map((s) => `${names[s.target]} (${why[s.reason!]})`).join(', ')}…`,
    );
    await build(
      REPO_ROOT,
      stale.map((s) => s.target),
    );
  } else {
    console.log('The web app and both extensions are up to date: nothing to build.');
  }
  const dirOf = (target: 'web' | 'chrome' | 'firefox') =>
    states.find((state) => state.target === target)!.dir;

  const host = config.host === 'localhost' ? '127.0.0.1' : config.host;
  // All three at once; if one fails, the others are stopped before the error is printed.
  const results = await Promise.allSettled([
    startApi(config),
    startWebHost({ root: dirOf('web'), host, port: config.webPort }),
    // The editor test pages (real Quill, ProseMirror, Lexical and Draft, Gmail- and Slack-like
    // pages, plain fields) to try the extension on: local only, never part of a deployment.
    startPageServer({ families: true, port: Number(process.env.EDITOR_PAGES_PORT ?? 5180) }),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(
      results.map((result) =>
        result.status === 'fulfilled' ? result.value.close().catch(() => {}) : undefined,
      ),
    );
    throw failed.reason;
  }
  const [api, web, pages] = results.map(
    (result) => (result as PromiseFulfilledResult<unknown>).value,
  ) as [
    Awaited<ReturnType<typeof startApi>>,
    Awaited<ReturnType<typeof startWebHost>>,
    Awaited<ReturnType<typeof startPageServer>>,
  ];
  closeOnSignals(async () => {
    await pages.close();
    await web.close();
    await api.close();
  });

  const shown = (dir: string) => path.relative(process.cwd(), dir) || dir;
  const line = '─'.repeat(64);
  console.log(`\n${line}
  다듬 Dadeum is running

  Web app        ${config.webOrigin}
  API            ${api.url}   (health: ${api.url}/health)
  Database       ${api.embedded ? `embedded PostgreSQL, data in ${path.join(config.dataDir, 'postgres')}` : 'DATABASE_URL'}
  Dev mailbox    ${api.url}/dev/mailbox   (mail is not sent without SMTP_URL)

  Editor pages   ${pages.url}  (fields), and ${EDITOR_FAMILIES.join(', ')}
                 at ${pages.url}<name>: type Korean there with the extension signed in

  Extension      ${shown(dirOf('chrome'))}
    Load it in Chrome: open chrome://extensions, switch on "Developer mode",
    click "Load unpacked" and choose that folder.
  For Firefox    ${shown(dirOf('firefox'))}
    Open about:debugging#/runtime/this-firefox, click "Load Temporary Add-on…"
    and choose manifest.json in that folder.

  Press Ctrl+C to stop everything.
${line}`);
}

main().catch(exitOnStartError);
