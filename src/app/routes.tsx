import type { RouteObject } from 'react-router';
import { AccountPage } from '../features/account/components/account-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { clientEnv } from '../config/client-env';
import { AppLayout } from './layout/app-layout';

/** Extension pages send the member to the hosted web app to sign in. */
const WEB_LOGIN_URL = `${clientEnv.webOrigin}/login`;

/** The hosted web app's route table (spec section 2), mounted by web/ with a browser router. */
export const webRoutes: RouteObject[] = [
  {
    element: <AppLayout loginHref="/login" />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The extension's options (account) page, mounted with a hash router. */
export const optionsRoutes: RouteObject[] = [
  {
    element: <AppLayout loginHref={WEB_LOGIN_URL} />,
    children: [
      { index: true, element: <AccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The extension's onboarding page, opened once on install, mounted with a hash router. */
export const onboardingRoutes: RouteObject[] = [
  {
    element: <AppLayout loginHref={WEB_LOGIN_URL} />,
    children: [
      { index: true, element: <OnboardingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
