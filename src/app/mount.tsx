import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppQueryClient } from './create-app-query-client';
import { AppProviders } from './providers';
import './styles.css';

/** Renders a shell's root element inside the shared providers. */
export function mountApp(container: HTMLElement, i18n: I18n, root: ReactNode) {
  const queryClient = createAppQueryClient(i18n);
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        {root}
      </AppProviders>
    </StrictMode>,
  );
}
