import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import {
  ROOT,
  clientDefines,
  loadRuntimeEnv,
  localesPlugin,
  precompressPlugin,
} from '../build/shared-vite.ts';

const env = loadRuntimeEnv();

/** The hosted web app: web/ is the shell, src/ holds the screens it shares with the extension. */
export default defineConfig({
  root: path.join(ROOT, 'web'),
  publicDir: path.join(ROOT, 'web', 'public'),
  envDir: ROOT,
  plugins: [react(), tailwindcss(), localesPlugin(), precompressPlugin()],
  define: clientDefines(env),
  server: { host: env.host, port: env.webPort, strictPort: true },
  preview: { host: env.host, port: env.webPort, strictPort: true },
  build: {
    outDir: path.join(ROOT, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
