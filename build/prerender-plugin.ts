import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDER_LANGUAGES, prerenderedFile } from './prerendered-pages.ts';
import { escapeHtml } from '../server/html.ts';
import { ROOT, SRC_ALIAS, writeCompressedBeside } from './shared-vite.ts';

export interface PrerenderPage {
  /** The pathname, e.g. '/login'. */
  path: string;
  /** The translation key of the page's title (what usePageTitle sets in the browser). */
  titleKey: string;
}

/**
 * Prerenders the public pages a first visit lands on (landing, login) at build time, in each
 * language, into dist/prerender/{lng}/*.html: the built index.html with the page's markup in
 * #root (marked `data-prerendered="{lng}"`), its <html lang> and <title>. The web host
 * (server/web-host.ts) serves the variant matching Accept-Language and web/main.tsx hydrates
 * it, so the page paints before the JS has loaded (first and largest contentful paint no
 * longer wait for React). The renderer is web/prerender.tsx, loaded through Vite's SSR module
 * loader with the same defines as the client build.
 */
export function prerenderPlugin(entry: string, pages: PrerenderPage[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dadeum-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      // In a child process: a Vite server opened inside the build left the `vite build` CLI
      // running after it had finished; a process of its own exits cleanly.
      const job: PrerenderJob = {
        outDir: path.resolve(config.root, config.build.outDir),
        entry: path.join(ROOT, entry),
        pages,
        mode: config.mode,
        define: config.define ?? {},
      };
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(job)],
          { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
        );
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`prerender failed (exit code ${code})`)),
        );
      });
    },
  };
}

interface PrerenderJob {
  outDir: string;
  entry: string;
  pages: PrerenderPage[];
  mode: string;
  define: Record<string, unknown>;
}

/** Renders every page in every language into the build (the child process's work). */
async function prerender({ outDir, entry, pages, mode, define }: PrerenderJob) {
  // The stylesheet inlined: the prerendered page paints from the document alone, instead of
  // waiting for a render-blocking CSS request that shares the connection with the JS chunks.
  // (No lazy chunk loads this file again: it is the entry's only CSS, see docs/decisions.md.)
  let template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const stylesheets = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g),
  ];
  // Nor does it preload the route chunks ahead of the entry (routePreloadPlugin): they would
  // share the connection with the document's first paint; hydration fetches them instead.
  template = template.replace(/<script data-route-preload[^>]*>[\s\S]*?<\/script>\s*/, '');
  for (const [tag, href] of stylesheets) {
    const css = await readFile(path.join(outDir, href!), 'utf8');
    template = template.replace(
      tag,
      () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    );
  }
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('prerender: index.html has no empty <div id="root"></div>');
  }
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    mode,
    define,
    resolve: { alias: SRC_ALIAS },
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { render } = (await server.ssrLoadModule(entry)) as {
      render: (
        url: string,
        language: string,
        titleKey: string,
      ) => Promise<{ html: string; title: string }>;
    };
    for (const language of PRERENDER_LANGUAGES) {
      for (const page of pages) {
        const { html, title } = await render(
          `http://prerender.invalid${page.path}`,
          language,
          page.titleKey,
        );
        const document = template
          .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${language}">${html}</div>`,
          );
        const file = path.join(outDir, prerenderedFile(page.path, language));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, document);
        await writeCompressedBeside(file, document);
      }
    }
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await prerender(JSON.parse(process.argv[2]!) as PrerenderJob);
  // Something the rendered modules start (not a handle Node lists) keeps the process alive
  // after the server closed; the work is done and written.
  process.exit(0);
}
