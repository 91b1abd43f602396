import { Navigate, useLocation, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { RouteErrorFallback } from '../features/errors/components/route-error-fallback';
import { LandingPage } from '../features/landing/components/landing-page';
import { PublicOnly, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';

/**
 * The hosted web app's route table (spec section 2), mounted by web/ with a browser router.
 * Every screen but the landing page is its own chunk (route `lazy`), so the landing page
 * does not load the API client, zod or the forms.
 */
export const webRoutes: RouteObject[] = [
  {
    element: <AppLayout loginHref="/login" />,
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
              { index: true, element: <LandingPage /> },
              { path: 'login', lazy: () => import('./screens/login-screen') },
              {
                path: 'signup',
                lazy: async () => ({
                  Component: (await import('../features/signup/components/signup-page')).SignupPage,
                }),
              },
            ],
          },
          { path: 'auth/callback/:provider', lazy: () => import('./screens/callback-screen') },
          {
            path: 'verify/verify-email',
            lazy: async () => ({
              Component: (await import('../features/verification/components/verify-email-page'))
                .VerifyEmailPage,
            }),
          },
          {
            path: 'pwreset',
            lazy: async () => ({
              Component: (await import('../features/auth/components/password-reset-page'))
                .PasswordResetPage,
            }),
          },
          {
            path: 'terms',
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-pages')).TermsPage,
            }),
          },
          {
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-pages')).PrivacyPage,
            }),
          },
          {
            path: 'subscription-terms',
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-pages'))
                .SubscriptionTermsPage,
            }),
          },
          {
            path: 'error',
            lazy: async () => ({
              Component: (await import('../features/errors/components/error-page')).ErrorPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'survey',
                lazy: async () => ({
                  Component: (await import('../features/survey/components/survey-page')).SurveyPage,
                }),
              },
              {
                path: 'profile',
                element: <Navigate to="/account/profile" replace />,
              },
              {
                path: 'account',
                lazy: async () => ({
                  Component: (await import('../features/account/components/account-layout'))
                    .AccountLayout,
                }),
                children: [
                  { index: true, element: <Navigate to="profile" replace /> },
                  { path: 'profile', lazy: () => import('./screens/profile-screen') },
                  {
                    path: 'payments',
                    children: [
                      { index: true, element: <Navigate to="main" replace /> },
                      {
                        path: 'main',
                        lazy: async () => ({
                          Component: (await import('../features/payments/components/payments-main'))
                            .PaymentsMain,
                        }),
                      },
                      {
                        path: 'detail',
                        lazy: async () => ({
                          Component: (
                            await import('../features/payments/components/payments-detail')
                          ).PaymentsDetail,
                        }),
                      },
                      {
                        path: 'paynow',
                        lazy: async () => ({
                          Component: (
                            await import('../features/payments/components/payments-paynow')
                          ).PaymentsPayNow,
                        }),
                      },
                      { path: '*', element: <Navigate to="../main" replace relative="path" /> },
                    ],
                  },
                  {
                    path: 'feedback',
                    lazy: async () => ({
                      Component: (await import('../features/feedback/components/feedback-page'))
                        .FeedbackPage,
                    }),
                  },
                  {
                    path: 'setting',
                    lazy: async () => ({
                      Component: (await import('../features/settings/components/settings-page'))
                        .SettingsPage,
                    }),
                  },
                  {
                    path: 'service',
                    lazy: async () => ({
                      Component: (await import('../features/help/components/help-page')).HelpPage,
                    }),
                  },
                ],
              },
              // The provider's success return address of the spec; the result page tells it.
              { path: 'success', Component: PaymentSuccessReturn },
              {
                path: 'payments/result',
                lazy: async () => ({
                  Component: (await import('../features/payments/components/payment-result-page'))
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

/** `/success?...` (spec section 2): the payment result page, with the provider's parameters. */
function PaymentSuccessReturn() {
  const params = new URLSearchParams(useLocation().search);
  params.set('status', 'success');
  return <Navigate to={`/payments/result?${params.toString()}`} replace />;
}
