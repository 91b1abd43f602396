import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { parseRuntimeEnv, type RuntimeEnv } from '../src/config/runtime-env.ts';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES_DIR = path.join(ROOT, 'locales');

/**
 * `@/` means src/ in every browser build and test (WXT sets the same alias for the extension,
 * from its srcDir), `@locales/` the translation files. Server code and what it loads
 * (src/contracts, src/config) use relative imports: it runs from source with tsx, no bundler.
 */
export const SRC_ALIAS = { '@': path.join(ROOT, 'src'), '@locales': LOCALES_DIR };

/** The runtime env, validated; a bad variable stops the build with a readable message. */
export function loadRuntimeEnv(): RuntimeEnv {
  return parseRuntimeEnv(process.env);
}

/** The values the browser code receives at build time (read back by src/config/client-env.ts). */
export function clientDefines(env: RuntimeEnv): Record<string, string> {
  return {
    'import.meta.env.VITE_API_BASE_URL': JSON.stringify(env.apiBaseUrl),
    'import.meta.env.VITE_WEB_ORIGIN': JSON.stringify(env.webOrigin),
  };
}

const LOCALE_FILE = /^[a-z]{2}\.[a-z-]+\.json$/;

/**
 * Serves locales/{lng}.{ns}.json at /locales/{lng}.{ns}.json in development and copies them into
 * the build, so the web app loads its translations over HTTP (docs/architecture.md, "The builds").
 */
export function localesPlugin(): Plugin {
  return {
    name: 'dadeum-locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!LOCALE_FILE.test(name)) return next();
        readFile(path.join(LOCALES_DIR, name), 'utf8').then(
          (body) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(body);
          },
          () => next(),
        );
      });
    },
    async generateBundle() {
      for (const name of await readdir(LOCALES_DIR)) {
        if (!LOCALE_FILE.test(name)) continue;
        const source = await readFile(path.join(LOCALES_DIR, name), 'utf8');
        // Minified; JSON.parse also fails the build on a broken file.
        this.emitFile({
          type: 'asset',
          fileName: `locales/${name}`,
          source: JSON.stringify(JSON.parse(source)),
        });
      }
    },
  };
}

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Writes `<file>.gz` (level 9) and `<file>.br` (quality 11) of `source`, from 1 KB up. */
export async function writeCompressedBeside(file: string, source: Buffer | string) {
  if (Buffer.byteLength(source) < 1024) return;
  await writeFile(`${file}.gz`, await gzipAsync(source, { level: 9 }));
  await writeFile(
    `${file}.br`,
    await brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, so the web host serves them
 * pre-compressed (server/web-host.ts, `preCompressed`) without compressing on each request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'dadeum-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            await writeCompressedBeside(full, await readFile(full));
          }),
      );
    },
  };
}

/**
 * For the routes given (`pathname -> route module`, relative to the repository root), adds to
 * index.html a tiny script that, on that pathname only, `modulepreload`s the route's lazy chunk
 * and its static imports. The browser then fetches them alongside the entry chunk instead of
 * after it has run and the router has matched (one round trip less on a deep link to /login).
 */
export function routePreloadPlugin(routes: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'dadeum-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const preloaded = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const next of chunk.imports) collect(next, into);
        };
        if (entry) collect(entry.fileName, preloaded);
        const map: Record<string, string[]> = {};
        for (const [pathname, module] of Object.entries(routes)) {
          const wanted = path.join(ROOT, module);
          const chunk = chunks.find((item) => item.facadeModuleId === wanted);
          if (!chunk) throw new Error(`routePreloadPlugin: no chunk for ${module}`);
          const files = new Set<string>();
          collect(chunk.fileName, files);
          map[pathname] = [...files].filter((file) => !preloaded.has(file)).map((f) => base + f);
        }
        const script = `(function(){var l=${JSON.stringify(map)}[location.pathname.replace(/\\/+$/,'')||'/'];if(l)for(var i=0;i<l.length;i++){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=l[i];document.head.appendChild(e)}})();`;
        return [
          {
            tag: 'script',
            attrs: { 'data-route-preload': '' },
            children: script,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Writes `web-host.json` into the build: what its host needs to know of it, the API origin the
 * build calls (server/web-security.ts puts it in the Content-Security-Policy's connect-src).
 */
export function webHostInfoPlugin(env: RuntimeEnv): Plugin {
  return {
    name: 'dadeum-web-host-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'web-host.json',
        source: `${JSON.stringify({ apiOrigin: new URL(env.apiBaseUrl).origin })}\n`,
      });
    },
  };
}
