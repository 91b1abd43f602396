import { Navigate, type RouteObject } from 'react-router';

/**
 * The member area's routes, shared by the web app (web-routes.tsx) and the extension's options
 * page (routes.tsx): the same screens, lazily loaded, under the same paths. Both tables put
 * them behind RequireAuth.
 */

/** /account with profile, payments (main/detail/paynow), feedback, settings and help. */
export const accountRoute: RouteObject = {
  path: 'account',
  lazy: async () => ({
    Component: (await import('@/features/account/components/account-layout')).AccountLayout,
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
            Component: (await import('@/features/payments/components/payments-main')).PaymentsMain,
          }),
        },
        {
          path: 'detail',
          lazy: async () => ({
            Component: (await import('@/features/payments/components/payments-detail'))
              .PaymentsDetail,
          }),
        },
        {
          path: 'paynow',
          lazy: async () => ({
            Component: (await import('@/features/payments/components/payments-paynow'))
              .PaymentsPayNow,
          }),
        },
        { path: '*', element: <Navigate to="../main" replace relative="path" /> },
      ],
    },
    {
      path: 'feedback',
      lazy: async () => ({
        Component: (await import('@/features/feedback/components/feedback-page')).FeedbackPage,
      }),
    },
    {
      path: 'setting',
      lazy: async () => ({
        Component: (await import('@/features/account/components/settings-page')).SettingsPage,
      }),
    },
    {
      path: 'service',
      lazy: async () => ({
        Component: (await import('@/features/account/components/help-page')).HelpPage,
      }),
    },
  ],
};

/** /survey: the usage survey a new member (MEM01) is sent to; also linked from the profile. */
export const surveyRoute: RouteObject = {
  path: 'survey',
  lazy: async () => ({
    Component: (await import('@/features/survey/components/survey-page')).SurveyPage,
  }),
};

/** /profile: the older address of the profile. */
export const profileRedirectRoute: RouteObject = {
  path: 'profile',
  element: <Navigate to="/account/profile" replace />,
};

/** /terms, /privacy, /subscription-terms: the legal documents the settings screen links to. */
export const legalRoutes: RouteObject[] = [
  {
    path: 'terms',
    lazy: async () => ({
      Component: (await import('@/features/legal/components/legal-pages')).TermsPage,
    }),
  },
  {
    path: 'privacy',
    lazy: async () => ({
      Component: (await import('@/features/legal/components/legal-pages')).PrivacyPage,
    }),
  },
  {
    path: 'subscription-terms',
    lazy: async () => ({
      Component: (await import('@/features/legal/components/legal-pages')).SubscriptionTermsPage,
    }),
  },
];
