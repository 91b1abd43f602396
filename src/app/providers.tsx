import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from 'react-toastify';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything every shell wraps its screens in: translations, server state, toasts. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Spec section 9: top-right, 5000 ms, pause on hover/focus loss, drag at 80 % width. */}
        <ToastContainer
          position="top-right"
          autoClose={5000}
          pauseOnHover
          pauseOnFocusLoss
          draggable
          draggablePercent={80}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
