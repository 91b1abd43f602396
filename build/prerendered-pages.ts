import path from 'node:path';

/**
 * Where the build puts the prerendered public pages (build/prerender-plugin.ts) and which
 * languages it renders; read by the web host (server/web-host.ts) too, so it has no build-tool
 * imports.
 */
export const PRERENDER_LANGUAGES = ['ko', 'en'] as const;
export type PrerenderLanguage = (typeof PRERENDER_LANGUAGES)[number];

/** A prerendered page's file in the build: prerender/{lng}/{name}.html. */
export function prerenderedFile(pathname: string, language: PrerenderLanguage): string {
  const name = pathname === '/' ? 'index' : pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '_');
  return path.join('prerender', language, `${name}.html`);
}
