import { describe, expect, it } from 'vitest';
import {
  DEV_EXTENSION_KEY,
  DEV_FIREFOX_ADDON_ID,
  WEB_BRIDGE_PLACEHOLDER_MATCH,
  geckoSettings,
  shapeManifest,
} from './extension-manifest';

const generated = () => ({
  host_permissions: ['<all_urls>'],
  content_scripts: [
    { matches: [WEB_BRIDGE_PLACEHOLDER_MATCH], js: ['content-scripts/web-bridge.js'] },
    { matches: ['*://*/*'], js: ['content-scripts/editor.js'] },
  ],
});

describe('shapeManifest', () => {
  it('runs the web bridge only on the configured origin and allows only the API origin', () => {
    const manifest = shapeManifest(generated(), {
      webOrigin: 'http://localhost:5173',
      apiBaseUrl: 'http://localhost:8787',
      storeBuild: false,
    });
    expect(manifest.content_scripts[0]?.matches).toEqual(['http://localhost:5173/*']);
    expect(manifest.content_scripts[1]?.matches).toEqual(['*://*/*']);
    expect(manifest.host_permissions).toEqual(['http://localhost:8787/*']);
  });

  it('pins the extension id of local builds with the development key', () => {
    const manifest = shapeManifest(generated(), {
      webOrigin: 'http://localhost:5173',
      apiBaseUrl: 'http://localhost:8787',
      storeBuild: false,
    });
    expect(manifest).toHaveProperty('key', DEV_EXTENSION_KEY);
  });

  it('builds for the store without the key and with public URLs', () => {
    const manifest = shapeManifest(
      { ...generated(), key: 'x' },
      {
        webOrigin: 'https://dadeum.example',
        apiBaseUrl: 'https://api.dadeum.example',
        storeBuild: true,
      },
    );
    expect(manifest).not.toHaveProperty('key');
    expect(manifest.content_scripts[0]?.matches).toEqual(['https://dadeum.example/*']);
    expect(manifest.host_permissions).toEqual(['https://api.dadeum.example/*']);
  });

  it.each([
    ['http://localhost:5173', 'https://api.dadeum.example'],
    ['https://dadeum.example', 'http://127.0.0.1:8787'],
  ])('refuses a store build for %s + %s', (webOrigin, apiBaseUrl) => {
    expect(() => shapeManifest(generated(), { webOrigin, apiBaseUrl, storeBuild: true })).toThrow(
      /must not point at localhost/,
    );
  });

  it('for Firefox: no key, and match patterns without a port (Firefox never matches one)', () => {
    const manifest = shapeManifest(
      { ...generated(), key: 'x' },
      {
        webOrigin: 'http://localhost:5173',
        apiBaseUrl: 'http://localhost:8787',
        storeBuild: false,
        browser: 'firefox',
      },
    );
    expect(manifest).not.toHaveProperty('key');
    expect(manifest.content_scripts[0]?.matches).toEqual(['http://localhost/*']);
    expect(manifest.host_permissions).toEqual(['http://localhost/*']);
  });

  it('gives the Firefox build the development add-on id, or in a store build FIREFOX_ADDON_ID', () => {
    expect(geckoSettings({ storeBuild: false }).gecko).toMatchObject({
      id: DEV_FIREFOX_ADDON_ID,
      strict_min_version: '140.0',
    });
    expect(
      geckoSettings({ storeBuild: true, firefoxAddonId: 'dadeum@dadeum.example' }).gecko.id,
    ).toBe('dadeum@dadeum.example');
    expect(() => geckoSettings({ storeBuild: true })).toThrow(/FIREFOX_ADDON_ID/);
    expect(() => geckoSettings({ storeBuild: true, firefoxAddonId: 'not an id' })).toThrow(
      /FIREFOX_ADDON_ID/,
    );
  });
});
