import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_INFO } from '@/lib/product-info';

export function LandingFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10 text-sm text-slate-600 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="text-base font-bold text-brand-700">{t('app.name')}</p>
          <p className="mt-1 max-w-sm">{t('landing.footer.tagline')}</p>
          <p className="mt-3">
            {t('landing.footer.contact')}:{' '}
            <a href={`mailto:${PRODUCT_INFO.contactEmail}`} className="underline">
              {PRODUCT_INFO.contactEmail}
            </a>
          </p>
        </div>
        <nav aria-label={t('landing.footer.legal')}>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/terms" className="hover:underline">
                {t('legal.terms.title')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="font-semibold hover:underline">
                {t('legal.privacy.title')}
              </Link>
            </li>
            <li>
              <Link to="/subscription-terms" className="hover:underline">
                {t('legal.subscription.title')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-slate-500">
        © {year} {t('app.name')}. {t('landing.footer.rights')}
      </p>
    </footer>
  );
}
