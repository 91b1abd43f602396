import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'wxt';
import { geckoSettings, shapeManifest } from './build/extension-manifest.ts';
import { SRC_ALIAS, clientDefines, loadRuntimeEnv } from './build/shared-vite.ts';

const env = loadRuntimeEnv();
/**
 * EXTENSION_STORE_BUILD=true: a Chrome Web Store or addons.mozilla.org build (no dev key or dev
 * add-on id, no localhost URLs; Firefox's needs FIREFOX_ADDON_ID).
 */
const storeBuild = process.env.EXTENSION_STORE_BUILD === 'true';
const firefoxAddonId = process.env.FIREFOX_ADDON_ID?.trim() || undefined;

// See https://wxt.dev/api/config.html
export default defineConfig({
  // srcDir is src/ so that WXT's `@/` alias means src/ (as in the web build and the tests);
  // the shells stay top-level: entrypointsDir is relative to srcDir, publicDir to the root.
  srcDir: 'src',
  entrypointsDir: '../entrypoints',
  publicDir: 'public',
  alias: { '@locales': SRC_ALIAS['@locales'] },
  outDir: '.output',
  // Manifest V3 for every browser, Firefox included (`-b firefox`; WXT defaults it to MV2).
  manifestVersion: 3,
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // Explicit imports everywhere (wxt/browser, wxt/utils/...): easier to read and to lint.
  imports: false,
  webExt: { disabled: true }, // `npm run dev` never launches a browser of its own
  // The sources zip for addons.mozilla.org's review: what git tracks, not build or test output
  // (dot files such as .env are never included).
  zip: { excludeSources: ['dist/**', 'coverage/**', 'tests/e2e/artifacts/**', '**/*.log'] },
  vite: () => ({
    plugins: [tailwindcss()],
    define: clientDefines(env),
  }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'ko',
    action: { default_title: '__MSG_extActionTitle__' },
    permissions: ['storage', 'activeTab'],
    icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
    ...(browser === 'firefox'
      ? { browser_specific_settings: geckoSettings({ storeBuild, firefoxAddonId }) }
      : {}),
  }),
  hooks: {
    // The web bridge runs only on WEB_ORIGIN; the only host permission is the API origin;
    // local builds get a stable id, Firefox's declared (build/extension-manifest.ts).
    'build:manifestGenerated': (wxt, manifest) => {
      shapeManifest(manifest, {
        webOrigin: env.webOrigin,
        apiBaseUrl: env.apiBaseUrl,
        storeBuild,
        browser: wxt.config.browser,
        firefoxAddonId,
      });
    },
  },
});
