import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { usePageTitle } from '@/lib/use-page-title';

export interface ErrorScreenProps {
  /** The error's message, shown under the description. */
  message?: string | undefined;
  title?: string;
  description?: string;
  onRetry?: (() => void) | undefined;
}

/** The generic error screen: message, title, description, home, optional retry. */
export function ErrorScreen({ message, title, description, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('errorScreen.pageTitle'));
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <WarningIcon />
      <h1 className="mt-4 text-2xl font-bold">{title ?? t('errorScreen.title')}</h1>
      <p className="mt-3 text-slate-600">{description ?? t('errorScreen.description')}</p>
      {message ? (
        <p className="mt-4 rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-700">{message}</p>
      ) : null}
      <div className="mt-8 flex gap-3">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('errorScreen.retry')}
          </Button>
        ) : null}
        <Link to="/" className={buttonClassName('primary')}>
          {t('errorScreen.home')}
        </Link>
      </div>
    </main>
  );
}
