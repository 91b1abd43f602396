// Before anything uses zod: no eval probe under the page's Content-Security-Policy.
import '@/lib/zod-jitless';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mountApp } from '@/app/mount';
import { webRoutes } from '@/app/web-routes';
import { createI18n } from '@/lib/i18n/create-i18n';
import { followExtensionLanguage } from '@/lib/i18n/language-choice';

const container = document.getElementById('root')!;
// A landing or login page prerendered at build time (build/prerender-plugin.ts) is hydrated
// when it is what this visitor would see: same language, signed out, nothing remembered that
// changes the form. index.html's inline script decides the rest (and hides a page it rejects).
const prerendered = container.dataset.prerendered;
const rejected = document.documentElement.dataset.prerender === 'skip';

// The hosted web app: translations over HTTP from /locales, browser history routing.
const i18nReady = createI18n({ source: { kind: 'http' } });
let hydrate = false;
if (prerendered && !rejected) {
  // Hydration needs the matched route modules in place before the router starts (a lazy
  // route would otherwise render its fallback first and the markup would not match).
  const matches = matchRoutes(webRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  hydrate = (await i18nReady).resolvedLanguage === prerendered;
}
if (!hydrate && prerendered) {
  container.replaceChildren();
  delete container.dataset.prerendered;
}
// Created after the lazy routes above resolved, so a deep link's chunk loads while the
// translations arrive (and a hydrated page starts fully initialised).
const router = createBrowserRouter(webRoutes);
const i18n = await i18nReady;
// A language picked in the extension (popup, options page) shows here too, without a reload.
followExtensionLanguage(window, i18n);
mountApp(container, i18n, <RouterProvider router={router} />, { hydrate });
