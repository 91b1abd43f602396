import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.description')}</p>
      <Link to="/" className={buttonClassName('primary', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
