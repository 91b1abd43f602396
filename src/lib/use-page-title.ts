import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to "<page> | <product name>". */
export function usePageTitle(page: string | undefined) {
  const { t } = useTranslation();
  const suffix = t('app.titleSuffix');
  useEffect(() => {
    document.title = page ? `${page} | ${suffix}` : suffix;
  }, [page, suffix]);
}
