import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/errors/report-error';
import { usePageTitle } from '@/lib/use-page-title';
import { useCancelMemberMutation } from '@/features/account/api/account-api';

const LEGAL_ROWS = [
  { to: '/terms', labelKey: 'settings.rows.terms' },
  { to: '/subscription-terms', labelKey: 'settings.rows.subscriptionTerms' },
  { to: '/privacy', labelKey: 'settings.rows.privacy' },
] as const;

/**
 * /account/setting: rows to the terms, subscription terms and privacy
 * policy; deactivate-account asks first, then cancels the membership and goes to login.
 */
export function SettingsPage({ loginPath = '/login' }: { loginPath?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('settings.pageTitle'));
  const navigate = useNavigate();
  const cancel = useCancelMemberMutation();
  const [confirming, setConfirming] = useState(false);

  const deactivate = () => {
    setConfirming(false);
    // The screen unmounts once the session is gone: wait on the promise, not on callbacks.
    // A failure is shown by the mutation cache (the mutation's one error path).
    void cancel
      .mutateAsync()
      .then(
        () => notifySuccess(t('settings.deactivate.done')),
        () => undefined,
      )
      .finally(() => void navigate(loginPath, { replace: true }));
  };

  return (
    <section aria-labelledby="settings-heading" className="flex max-w-xl flex-col gap-8">
      <h2 id="settings-heading" className="text-2xl font-bold">
        {t('settings.heading')}
      </h2>
      <nav aria-label={t('settings.legal')}>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {LEGAL_ROWS.map((row) => (
            <li key={row.to}>
              <Link
                to={row.to}
                className="flex items-center justify-between px-5 py-4 font-medium hover:bg-slate-50"
              >
                <span>{t(row.labelKey)}</span>
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 p-5">
        <h3 className="font-semibold">{t('settings.deactivate.title')}</h3>
        <p className="text-sm text-slate-600">{t('settings.deactivate.description')}</p>
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
          {t('settings.deactivate.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('settings.deactivate.confirmTitle')}
        confirmLabel={t('settings.deactivate.confirm')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={deactivate}
      >
        {t('settings.deactivate.confirmText')}
      </ConfirmDialog>
    </section>
  );
}
