import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExtensionPresence } from '@/lib/session/extension-presence';

/**
 * The profile's "Browser extension" section on the web app: whether the extension is
 * installed in this browser (it answers the page's ping through its web bridge), and where to
 * learn how to install it when it is not. Nothing on the extension's own pages.
 */
export function ExtensionStatus() {
  const { t } = useTranslation();
  const presence = useExtensionPresence();
  if (presence.state === 'extension-page') return null;
  return (
    <section aria-labelledby="extension-status-heading" className="flex flex-col gap-3">
      <h3 id="extension-status-heading" className="text-lg font-semibold">
        {t('profile.extension.heading')}
      </h3>
      <div
        className="flex flex-col gap-2 rounded-xl border border-slate-200 p-6 text-sm"
        aria-live="polite"
        aria-busy={presence.state === 'checking'}
      >
        {presence.state === 'checking' && (
          <p className="text-slate-500">{t('profile.extension.checking')}</p>
        )}
        {presence.state === 'connected' && (
          <>
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-brand-600" aria-hidden="true" />
              {t('profile.extension.connected', { version: presence.version })}
            </p>
            <p className="text-slate-600">{t('profile.extension.connectedHint')}</p>
          </>
        )}
        {presence.state === 'missing' && (
          <>
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-slate-400" aria-hidden="true" />
              {t('profile.extension.missing')}
            </p>
            <p className="text-slate-600">
              {t('profile.extension.missingHint')}{' '}
              <Link to="/account/service" className="font-medium text-brand-700 underline">
                {t('profile.extension.howToInstall')}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
