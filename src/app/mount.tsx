import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppQueryClient } from './create-app-query-client';
import { AppProviders } from './providers';
import './styles.css';

/**
 * Renders a shell's root element inside the shared providers. With `hydrate`, the container
 * holds the same tree prerendered at build time (build/prerender-plugin.ts) and React takes it
 * over instead of rendering it again.
 */
export function mountApp(
  container: HTMLElement,
  i18n: I18n,
  root: ReactNode,
  { hydrate = false }: { hydrate?: boolean } = {},
) {
  const queryClient = createAppQueryClient(i18n);
  const tree = (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        {root}
      </AppProviders>
    </StrictMode>
  );
  // Hydration as a transition: React then works in slices of a few milliseconds and lets the
  // browser in between (a prerendered page is already painted and readable; docs/decisions.md,
  // "Login page weight"), instead of one long task that blocks input.
  if (hydrate) startTransition(() => void hydrateRoot(container, tree));
  else createRoot(container).render(tree);
}
