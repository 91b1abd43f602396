import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ErrorDialogHost, GlobalSpinner } from '@/app/overlays/global-overlays';
import { Header } from './header';

export interface AppLayoutProps {
  /** See Header: the options page passes none (it is the sign-in screen when signed out). */
  loginHref?: string;
  /** See Header: the web app follows and saves the member's language. */
  memberLanguage?: boolean;
}

function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size={40} label={t('app.loading')} />
    </div>
  );
}

export function AppLayout({ loginHref, memberLanguage }: AppLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header loginHref={loginHref} memberLanguage={memberLanguage} />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <GlobalSpinner />
      <ErrorDialogHost />
    </div>
  );
}
