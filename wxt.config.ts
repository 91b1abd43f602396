import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'wxt';
import { clientDefines, loadRuntimeEnv } from './build/shared-vite.ts';

const env = loadRuntimeEnv();
const webOriginMatch = `${env.webOrigin}/*`;
const apiOriginMatch = `${new URL(env.apiBaseUrl).origin}/*`;

/** Placeholder the web-bridge entrypoint declares; replaced below by the configured origin. */
export const WEB_BRIDGE_PLACEHOLDER_MATCH = 'https://web-origin.invalid/*';

// See https://wxt.dev/api/config.html
export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  outDir: '.output',
  modules: ['@wxt-dev/module-react'],
  // Explicit imports everywhere (wxt/browser, wxt/utils/...): easier to read and to lint.
  imports: false,
  webExt: { disabled: true }, // `npm run dev` never launches a browser of its own
  vite: () => ({
    plugins: [tailwindcss()],
    define: clientDefines(env),
  }),
  manifest: {
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'ko',
    action: { default_title: '__MSG_extActionTitle__' },
    permissions: ['storage'],
    host_permissions: [apiOriginMatch],
    icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
  },
  hooks: {
    // The web bridge runs only on the configured web origin (WEB_ORIGIN), never elsewhere.
    'build:manifestGenerated': (_wxt, manifest) => {
      for (const script of manifest.content_scripts ?? []) {
        if (script.matches?.includes(WEB_BRIDGE_PLACEHOLDER_MATCH))
          script.matches = [webOriginMatch];
      }
    },
  },
});
