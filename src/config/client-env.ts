import { z } from 'zod';

/**
 * What the browser code (web app and extension) knows about its environment. The values are
 * fixed at build time by web/vite.config.ts and wxt.config.ts from the same runtime env the
 * server reads, and checked again here so a broken build fails loudly at start-up.
 */
const clientEnvSchema = z.object({
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
  webOrigin: z.url({ protocol: /^https?$/ }),
});

export type ClientEnv = z.infer<typeof clientEnvSchema>;

export const clientEnv: ClientEnv = clientEnvSchema.parse({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL,
  webOrigin: import.meta.env.VITE_WEB_ORIGIN,
});
