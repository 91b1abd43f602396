import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { clientEnv } from '../../../config/client-env';
import { usePageTitle } from '../../../lib/use-page-title';

export function OnboardingPage() {
  const { t } = useTranslation();
  usePageTitle(t('extension.onboarding.title'));
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('extension.onboarding.heading')}</h1>
      <p className="mt-6 text-lg text-slate-600">{t('extension.onboarding.body')}</p>
      <a
        href={`${clientEnv.webOrigin}/login`}
        target="_blank"
        rel="noreferrer"
        className={buttonClassName('primary', 'mt-8 px-6 py-3 text-base')}
      >
        {t('extension.onboarding.signIn')}
      </a>
    </main>
  );
}
