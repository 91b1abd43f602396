// Before anything uses zod: Manifest V3 pages forbid eval (src/lib/zod-jitless.ts).
import '@/lib/zod-jitless';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { EXTENSION_NAMESPACES, createI18n } from '@/lib/i18n/create-i18n';
import { mountApp } from './mount';

/** Extension pages bundle their translations (no network) and load the extension namespace. */
export function createExtensionI18n() {
  return createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    namespaces: EXTENSION_NAMESPACES,
  });
}

export interface ExtensionMountOptions {
  /** Runs before the first render (the page's language: src/extension/page-language.ts). */
  beforeMount?: (i18n: I18n) => Promise<unknown>;
}

/** Mounts an extension page (options, onboarding) over shared routes with a hash router. */
export function mountExtensionRoutes(routes: RouteObject[], options: ExtensionMountOptions = {}) {
  return mountExtensionElement(<RouterProvider router={createHashRouter(routes)} />, options);
}

/** Mounts a single screen (the popup) on an extension page. */
export async function mountExtensionElement(
  element: ReactNode,
  { beforeMount }: ExtensionMountOptions = {},
) {
  const i18n = await createExtensionI18n();
  await beforeMount?.(i18n);
  mountApp(document.getElementById('root')!, i18n, element);
}
