import type { RouteObject } from 'react-router';
import { clientEnv } from '../config/client-env';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import {
  ExtensionAccountPage,
  type ExtensionAccountPageProps,
} from '../features/extension-account/components/extension-account-page';
import { AppLayout } from './layout/app-layout';

/** The hosted web app's table lives in web-routes.tsx (web/main.tsx imports it directly). */
export { webRoutes } from './web-routes';

/** The extension's options (account) page, mounted with a hash router. */
export function optionsRoutes(
  account: Omit<ExtensionAccountPageProps, 'webOrigin'>,
): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          index: true,
          element: <ExtensionAccountPage {...account} webOrigin={clientEnv.webOrigin} />,
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

// The onboarding page is a single screen: entrypoints/onboarding/main.tsx mounts it directly.
