import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { buttonClassName } from '@/components/ui/button';
import { useIsLoggedIn } from '@/lib/session/auth-store';

// Loaded only for signed-in members, so the landing page does not carry the API client.
const LogoutButton = lazy(() =>
  import('@/features/identity/components/logout-button').then((module) => ({
    default: module.LogoutButton,
  })),
);

// The member's language (the server's locale, saved on a switch): web app, signed in only.
const MemberLanguage = lazy(() =>
  import('./member-language').then((module) => ({ default: module.MemberLanguage })),
);

// The web app hands a signed-in member's session to the extension when it lacks it.
const ExtensionSessionSync = lazy(() =>
  import('./extension-session-sync').then((module) => ({ default: module.ExtensionSessionSync })),
);

export interface HeaderProps {
  /**
   * Where "Log in" leads when signed out (not shown on that page itself). The options page
   * passes none: signed out it is the sign-in screen itself. Signed in, every shell shows the logout button (on the options page
   * the session is the extension's, see src/extension/page-session.ts).
   */
  loginHref?: string;
  /**
   * The web app: a signed-in member's language is their stored locale, and the switch saves it.
   * Extension pages follow the extension's language setting instead (page-language.ts).
   */
  memberLanguage?: boolean;
}

export function Header({ loginHref, memberLanguage = false }: HeaderProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  // On the sign-in page itself a "Log in" button only leads back to where the visitor is.
  const onLoginPage = useLocation().pathname === loginHref;
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6">
        <Link to="/" className="flex items-center gap-2" aria-label={t('header.home')}>
          <span className="text-xl font-bold text-brand-700">{t('app.name')}</span>
          <span className="rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white">
            {t('app.beta')}
          </span>
        </Link>
        <nav className="flex items-center gap-3" aria-label={t('header.nav')}>
          <LanguageSwitch />
          {loggedIn ? (
            <Suspense fallback={null}>
              {memberLanguage ? (
                <>
                  <MemberLanguage />
                  <ExtensionSessionSync />
                </>
              ) : null}
              <LogoutButton />
            </Suspense>
          ) : loginHref === undefined || onLoginPage ? null : (
            <Link to={loginHref} className={buttonClassName('primary')}>
              {t('header.login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
