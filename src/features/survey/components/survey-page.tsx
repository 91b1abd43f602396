import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

/** /survey: first-login usage survey. The three-step funnel lands with the account screens. */
export function SurveyPage() {
  const { t } = useTranslation();
  usePageTitle(t('survey.pageTitle'));
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('survey.heading')}</h1>
      <p className="mt-4 text-slate-600">{t('survey.placeholder')}</p>
      <Link to="/account/profile" className={buttonClassName('primary', 'mt-8')}>
        {t('survey.skip')}
      </Link>
    </main>
  );
}
