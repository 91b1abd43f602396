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
// Declared with the environment: the API allows this origin by default outside production.
export { DEV_EXTENSION_ID } from '../src/config/runtime-env.ts';

/** What the web-bridge entrypoint declares; replaced by the configured web origin. */
export const WEB_BRIDGE_PLACEHOLDER_MATCH = 'https://web-origin.invalid/*';

export interface ManifestTarget {
  webOrigin: string;
  apiBaseUrl: string;
  /** A build for the Chrome Web Store (EXTENSION_STORE_BUILD=true). */
  storeBuild: boolean;
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

export function shapeManifest<M extends ManifestLike>(manifest: M, target: ManifestTarget): M {
  if (target.storeBuild) {
    const local = [target.webOrigin, target.apiBaseUrl].filter(isLocalhost);
    if (local.length > 0) {
      throw new Error(
        `A store build must not point at localhost (${local.join(', ')}): set WEB_ORIGIN and VITE_API_BASE_URL to the public URLs.`,
      );
    }
  }
  const webMatch = `${new URL(target.webOrigin).origin}/*`;
  for (const script of manifest.content_scripts ?? []) {
    if (script.matches?.includes(WEB_BRIDGE_PLACEHOLDER_MATCH)) script.matches = [webMatch];
  }
  manifest.host_permissions = [`${new URL(target.apiBaseUrl).origin}/*`];
  if (target.storeBuild) delete manifest.key;
  else manifest.key = DEV_EXTENSION_KEY;
  return manifest;
}
