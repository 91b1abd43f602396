import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { clientEnv } from '../../../config/client-env';
import { usePageTitle } from '../../../lib/use-page-title';

/** The account screen as the extension's options page shows it while the member screens are built. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('extension.options.title'));
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-bold">{t('extension.options.heading')}</h1>
      <p className="mt-4 text-slate-600">{t('extension.options.signedOut')}</p>
      <a
        href={`${clientEnv.webOrigin}/login`}
        target="_blank"
        rel="noreferrer"
        className={buttonClassName('primary', 'mt-6')}
      >
        {t('extension.options.openWeb')}
      </a>
    </main>
  );
}
