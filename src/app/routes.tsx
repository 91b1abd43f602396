import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorFallback } from './errors/route-error-fallback';
import { LOGIN_PATH } from '@/lib/session/paths';
import { PublicOnly, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { MemberCacheReset } from './member-cache-reset';
import { accountRoute, legalRoutes, profileRedirectRoute, surveyRoute } from './member-routes';

/** The hosted web app's table lives in web-routes.tsx (web/main.tsx imports it directly). */
export { webRoutes } from './web-routes';

/**
 * The extension's options page, the account area (mounted with a hash router over the
 * extension's session, see src/extension/page-session.ts): signed out, the sign-in screen;
 * signed in, the web app's member screens under the same paths (member-routes.tsx), the
 * survey and the legal documents the settings screen links to.
 */
export function optionsRoutes(): RouteObject[] {
  return [
    {
      element: (
        <>
          <MemberCacheReset />
          <AppLayout />
        </>
      ),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
      children: [
        {
          errorElement: <RouteErrorFallback />,
          children: [
            {
              element: <PublicOnly />,
              children: [
                { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
                { path: 'login', lazy: () => import('./screens/extension-login-screen') },
              ],
            },
            ...legalRoutes,
            {
              element: <RequireAuth />,
              children: [surveyRoute, profileRedirectRoute, accountRoute],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

// The onboarding page is a single screen: entrypoints/onboarding/main.tsx mounts it directly.
