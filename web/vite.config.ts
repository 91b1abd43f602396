import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import {
  ROOT,
  SRC_ALIAS,
  clientDefines,
  loadRuntimeEnv,
  localesPlugin,
  precompressPlugin,
  routePreloadPlugin,
  webHostInfoPlugin,
} from '../build/shared-vite.ts';
import { prerenderPlugin } from '../build/prerender-plugin.ts';
import { loadTeamConfig } from '../build/team-config.ts';

const env = loadRuntimeEnv();

/** The hosted web app: web/ is the shell, src/ holds the screens it shares with the extension. */
export default defineConfig(async (): Promise<UserConfig> => ({
  root: path.join(ROOT, 'web'),
  publicDir: path.join(ROOT, 'web', 'public'),
  envDir: ROOT,
  plugins: [
    react(),
    tailwindcss(),
    localesPlugin(),
    // Deep links to the sign-in and sign-up screens fetch their lazy chunk with the entry.
    routePreloadPlugin({
      '/login': 'src/app/screens/login-screen.tsx',
      '/signup': 'src/features/identity/components/signup-page.tsx',
    }),
    // The landing and login pages as static HTML in both languages, hydrated by web/main.tsx.
    prerenderPlugin('web/prerender.tsx', [
      { path: '/', titleKey: 'landing.title' },
      { path: '/login', titleKey: 'auth.login.pageTitle' },
    ]),
    precompressPlugin(),
    // The API origin for the web host's Content-Security-Policy (server/web-security.ts).
    webHostInfoPlugin(env),
  ],
  define: {
    ...clientDefines(env),
    // The landing page's team from the operator's config/team.json, or null (docs/deploy.md).
    'import.meta.env.DADEUM_TEAM': JSON.stringify(await loadTeamConfig(ROOT)),
  },
  resolve: { alias: SRC_ALIAS },
  server: { host: env.host, port: env.webPort, strictPort: true },
  preview: { host: env.host, port: env.webPort, strictPort: true },
  build: {
    outDir: path.join(ROOT, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry (web/main.tsx) loads statically, in two files (libraries, which
          // change rarely, and app code) instead of a score of small shared chunks: fewer requests and round
          // trips before the first paint. Lazy screens keep their own chunks.
          groups: [
            { name: 'framework', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'shell', tags: ['$initial'], test: /[\\/]src[\\/]/ },
          ],
        },
      },
    },
  },
}));
