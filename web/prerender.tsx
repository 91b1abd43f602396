import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createAppQueryClient } from '@/app/create-app-query-client';
import { AppProviders } from '@/app/providers';
import { webRoutes } from '@/app/web-routes';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Language } from '@/lib/i18n/languages';

/**
 * The web shell's build-time renderer (build/prerender-plugin.ts): renders one public page, as
 * a signed-out visitor in `language` sees it, to the HTML the client then hydrates
 * (web/main.tsx). Same route table, providers and translations as the browser, so the markup
 * matches. Never runs in a browser and never at request time.
 */
export async function render(
  url: string,
  language: Language,
  titleKey: string,
): Promise<{ html: string; title: string }> {
  const i18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language,
  });
  const handler = createStaticHandler(webRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`prerender: ${url} answered ${context.status} (a redirect?)`);
  }
  if (context.errors)
    throw new Error(`prerender: ${url} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createAppQueryClient(i18n)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const suffix = i18n.t('app.titleSuffix');
  const page = i18n.t(titleKey);
  return { html, title: page ? `${page} | ${suffix}` : suffix };
}
