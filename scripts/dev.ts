/**
 * `npm run dev`: web app (Vite, hot reload), extension (WXT dev build with reload into
 * .output/chrome-mv3-dev) and API server (restarts on change), all for the configured URLs.
 */
import concurrently from 'concurrently';
import { EnvError } from '../src/config/runtime-env';
import { loadServerConfig } from '../server/config';

try {
  const config = loadServerConfig();
  console.log(
    `Web ${config.webOrigin} · API ${config.apiBaseUrl} · extension .output/chrome-mv3-dev`,
  );
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const { result } = concurrently(
  [
    { name: 'api', command: 'tsx watch --clear-screen=false server/main.ts', prefixColor: 'green' },
    { name: 'web', command: 'vite --config web/vite.config.ts', prefixColor: 'cyan' },
    { name: 'ext', command: 'wxt', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure'], handleInput: false },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
