/**
 * Shapes the generated extension manifest for the configured URLs (wxt.config.ts calls it from the
 * `build:manifestGenerated` hook). Pure, so tests can check every rule.
 */

/**
 * Public key that pins the extension id of local builds to {@link DEV_EXTENSION_ID}, so the id
 * stays the same across machines and folders (a public key is not a secret; no private key is
 * kept or needed for unpacked loading). Store builds omit it: the store assigns the id.
 */
export const DEV_EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxmxa0aQhDWCKhzg4DMsWEbIWz4+8xRGiHcNiNDn5B8PEv4r6SAqpoQukgjqnTDOZJyAgm2HLF7PWYoGd1td1PEOr2jpKkrFYIgRFVagoLpBBKB1zfmv8ua0gAnhEW5kYxRSL1dwP982GE3/C3FyPVLeC9uUXgao8hZGLnsQsEuW/7NCbIuEOsHus+2qwLD2u1fKG73nfERYVMh9HDjOWw8d9WF0kZ6x9rGW9+EKPckl1snOjQK0p6nbtq8AEiGtBlgDQ/j93nRQ/kA221Xpwyzd1xRlx5+8WFPO5AoR4FwM/aYJoHre/g1R7fFjg5PtnGBDMenGT0WOClcPbmh6gDwIDAQAB';
// Declared with the environment: the API allows these origins by default outside production.
export {
  DEV_EXTENSION_ID,
  DEV_FIREFOX_ADDON_ID,
  DEV_FIREFOX_EXTENSION_UUID,
} from '../src/config/runtime-env.ts';
import { DEV_FIREFOX_ADDON_ID } from '../src/config/runtime-env.ts';

/**
 * What Firefox shows at install and AMO requires of new add-ons: the text a member writes on any
 * site (which can be a message or mail) goes to our API, with the member's e-mail and name and a
 * sign-in token. Firefox 140 (the ESR) is the first to read this key.
 */
export const FIREFOX_DATA_COLLECTION = {
  required: [
    'websiteContent',
    'personalCommunications',
    'personallyIdentifyingInfo',
    'authenticationInfo',
  ],
};
export const FIREFOX_MIN_VERSION = '140.0';

/** An add-on id as AMO accepts it: e-mail-like (`name@domain`) or a GUID in braces. */
const GECKO_ID =
  /^([A-Za-z0-9._-]+@[A-Za-z0-9._-]+|\{[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}\})$/;

/** What the web-bridge entrypoint declares; replaced by the configured web origin. */
export const WEB_BRIDGE_PLACEHOLDER_MATCH = 'https://web-origin.invalid/*';

export interface ManifestTarget {
  webOrigin: string;
  apiBaseUrl: string;
  /** A build for the Chrome Web Store or addons.mozilla.org (EXTENSION_STORE_BUILD=true). */
  storeBuild: boolean;
  /** The browser WXT builds for (`-b firefox`); Chromium-family otherwise. */
  browser?: string;
  /** The add-on id AMO knows (FIREFOX_ADDON_ID): required by a Firefox store build. */
  firefoxAddonId?: string;
}

interface ManifestLike {
  key?: string;
  host_permissions?: string[];
  content_scripts?: Array<{ matches?: string[] }>;
}

function isLocalhost(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')
  );
}

/**
 * `scheme://host[:port]/*` for the origin of `url`. Firefox match patterns cannot name a port
 * (one with a port never matches), so there it covers every port of the host; the web bridge
 * then checks the exact origin itself, and the background accepts only WEB_ORIGIN.
 */
function matchPattern(url: string, browser: string | undefined): string {
  const { protocol, hostname, origin } = new URL(url);
  return browser === 'firefox' ? `${protocol}//${hostname}/*` : `${origin}/*`;
}

export function shapeManifest<M extends ManifestLike>(manifest: M, target: ManifestTarget): M {
  if (target.storeBuild) {
    const local = [target.webOrigin, target.apiBaseUrl].filter(isLocalhost);
    if (local.length > 0) {
      throw new Error(
        `A store build must not point at localhost (${local.join(', ')}): set WEB_ORIGIN and VITE_API_BASE_URL to the public URLs.`,
      );
    }
  }
  const webMatch = matchPattern(target.webOrigin, target.browser);
  for (const script of manifest.content_scripts ?? []) {
    if (script.matches?.includes(WEB_BRIDGE_PLACEHOLDER_MATCH)) script.matches = [webMatch];
  }
  manifest.host_permissions = [matchPattern(target.apiBaseUrl, target.browser)];
  // Firefox has no `key`: its id is declared (geckoSettings, from the WXT config).
  if (target.browser === 'firefox' || target.storeBuild) delete manifest.key;
  else manifest.key = DEV_EXTENSION_KEY;
  return manifest;
}

/**
 * `browser_specific_settings` of the Firefox build: the development add-on id, or in a store build
 * the one AMO knows (FIREFOX_ADDON_ID, required); the first Firefox that reads the data-consent
 * key; what the add-on collects.
 */
export function geckoSettings(target: Pick<ManifestTarget, 'storeBuild' | 'firefoxAddonId'>) {
  const id = target.storeBuild ? target.firefoxAddonId : DEV_FIREFOX_ADDON_ID;
  if (!id || !GECKO_ID.test(id)) {
    throw new Error(
      `A Firefox store build needs FIREFOX_ADDON_ID, the add-on id AMO knows (name@domain or {GUID}); got ${id ? `'${id}'` : 'nothing'}.`,
    );
  }
  return {
    gecko: {
      id,
      strict_min_version: FIREFOX_MIN_VERSION,
      data_collection_permissions: FIREFOX_DATA_COLLECTION,
    },
  };
}
