import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated';

// Toasts are never needed for the first paint: the container (and the library) load after it.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything every shell wraps its screens in: translations, server state, toasts. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  // Not part of a page prerendered at build time, so hydrating it matches (toasts come after).
  const toasts = useHydrated();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Spec section 9: top-right, 5000 ms, pause on hover/focus loss, drag at 80 % width. */}
        {toasts && (
          <Suspense fallback={null}>
            <ToastContainer
              position="top-right"
              autoClose={5000}
              pauseOnHover
              pauseOnFocusLoss
              draggable
              draggablePercent={80}
            />
          </Suspense>
        )}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
