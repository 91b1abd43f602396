import { Navigate, useLocation, type RouteObject } from 'react-router';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorFallback } from './errors/route-error-fallback';
import { LandingScreen } from './screens/landing-screen';
import { PublicOnly, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { accountRoute, legalRoutes, profileRedirectRoute, surveyRoute } from './member-routes';

/**
 * The hosted web app's route table, mounted by web/ with a browser router.
 * Every screen but the landing page is its own chunk (route `lazy`), so the landing page
 * does not load the API client, zod or the forms.
 */
export const webRoutes: RouteObject[] = [
  {
    element: <AppLayout loginHref="/login" memberLanguage />,
    errorElement: <RouteErrorFallback />,
    // Shown while the first screen's chunk loads (a deep link to a lazy route).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      {
        errorElement: <RouteErrorFallback />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { index: true, element: <LandingScreen /> },
              { path: 'login', lazy: () => import('./screens/login-screen') },
              {
                path: 'signup',
                lazy: async () => ({
                  Component: (await import('@/features/identity/components/signup-page'))
                    .SignupPage,
                }),
              },
            ],
          },
          { path: 'auth/callback/:provider', lazy: () => import('./screens/callback-screen') },
          {
            path: 'verify/verify-email',
            lazy: async () => ({
              Component: (await import('@/features/identity/components/verify-email-page'))
                .VerifyEmailPage,
            }),
          },
          {
            path: 'pwreset',
            lazy: async () => ({
              Component: (await import('@/features/identity/components/password-reset-page'))
                .PasswordResetPage,
            }),
          },
          ...legalRoutes,
          {
            path: 'error',
            lazy: async () => ({
              Component: (await import('./errors/error-page')).ErrorPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              surveyRoute,
              profileRedirectRoute,
              accountRoute,
              // The payment provider's success return address; the result page tells it.
              { path: 'success', Component: PaymentSuccessReturn },
              {
                path: 'payments/result',
                lazy: async () => ({
                  Component: (await import('@/features/payments/components/payment-result-page'))
                    .PaymentResultPage,
                }),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** `/success?...`: the payment result page, with the provider's parameters. */
function PaymentSuccessReturn() {
  const params = new URLSearchParams(useLocation().search);
  params.set('status', 'success');
  return <Navigate to={`/payments/result?${params.toString()}`} replace />;
}
