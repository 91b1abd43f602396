import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { MemberProfile } from '@/contracts/account';
import { notifyInfo, notifySuccess } from '@/lib/errors/report-error';
import { canResend } from '@/lib/session/email-verification-store';
import { sessionQueries } from '@/lib/session/session';
import { usePageTitle } from '@/lib/use-page-title';
import {
  useChangePasswordMailMutation,
  useSocialVerificationMailMutation,
} from '@/features/account/api/account-api';
import { useProfileResendStore } from '@/features/account/stores/resend-store';
import { ExtensionStatus } from './extension-status';

export interface ResetDialogSlotProps {
  open: boolean;
  onClose: () => void;
  token: string | undefined;
  email: string | undefined;
}

export interface ProfilePageProps {
  /** The set-new-password dialog (auth feature), composed by the app. */
  renderResetDialog?: (props: ResetDialogSlotProps) => ReactNode;
  /** The survey history section (survey feature), composed by the app. */
  surveyHistory?: ReactNode;
}

/**
 * /account/profile: name, e-mail, verification status, a masked
 * password row with change-password for local accounts, a warning and resend-verification
 * for unverified social accounts; `?modal=reset-password` opens the set-new-password dialog.
 */
export function ProfilePage({ renderResetDialog, surveyHistory }: ProfilePageProps) {
  const { t } = useTranslation();
  usePageTitle(t('profile.pageTitle'));
  const user = useQuery({ ...sessionQueries.currentUser(), meta: { errorDisplay: 'modal' } });
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const navState = (location.state ?? {}) as { token?: unknown; email?: unknown };
  const resetOpen = params.get('modal') === 'reset-password';
  const closeReset = () => {
    const next = new URLSearchParams(params);
    next.delete('modal');
    setParams(next, { replace: true, state: null });
  };

  return (
    <section aria-labelledby="profile-heading" className="flex flex-col gap-8">
      <h2 id="profile-heading" className="text-2xl font-bold">
        {t('profile.heading')}
      </h2>
      {user.data ? (
        <ProfileDetails user={user.data} />
      ) : (
        <div className="flex justify-center">
          <Spinner size={40} label={t('app.loading')} />
        </div>
      )}
      <ExtensionStatus />
      {surveyHistory}
      {renderResetDialog?.({
        open: resetOpen,
        onClose: closeReset,
        token: typeof navState.token === 'string' ? navState.token : undefined,
        email:
          typeof navState.email === 'string' ? navState.email : (user.data?.email ?? undefined),
      })}
    </section>
  );
}

function ProfileDetails({ user }: { user: MemberProfile }) {
  const { t } = useTranslation();
  const changeMail = useChangePasswordMailMutation();
  const resendMail = useSocialVerificationMailMutation();
  const verified = user.verified === 'Y';
  const isLocal = user.provider === 'local';

  const changePassword = () =>
    changeMail.mutate(user.email, {
      onSuccess: () => notifySuccess(t('profile.password.mailSent', { email: user.email })),
    });

  const resend = () => {
    const check = canResend(useProfileResendStore.getState());
    if (!check.ok) {
      notifyInfo(
        check.reason === 'max'
          ? t('profile.resendMail.maxResends')
          : t('profile.resendMail.wait', { seconds: check.seconds }),
      );
      return;
    }
    notifyInfo(t('profile.resendMail.sending'));
    resendMail.mutate(user.email, {
      onSuccess: () => {
        useProfileResendStore.getState().markSent();
        notifySuccess(t('profile.resendMail.resent'));
      },
    });
  };

  return (
    <>
      {!verified && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <WarningIcon className="size-6 shrink-0 text-amber-600" />
          <div className="flex flex-1 flex-col gap-2">
            <p className="font-semibold">{t('profile.unverifiedBanner.title')}</p>
            <p>
              {isLocal ? t('profile.unverifiedBanner.local') : t('profile.unverifiedBanner.social')}
            </p>
            {!isLocal && (
              <div>
                <Button variant="secondary" onClick={resend} disabled={resendMail.isPending}>
                  {resendMail.isPending ? t('profile.resendMail.sending') : t('profile.resend')}
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-slate-200 p-6 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-500">{t('fields.name')}</dt>
        <dd className="font-medium">{user.name}</dd>
        <dt className="text-slate-500">{t('fields.email')}</dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium">
          <span>{user.email}</span>
          {!verified && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('profile.needsVerification')}
            </span>
          )}
        </dd>
        <dt className="text-slate-500">{t('profile.status')}</dt>
        <dd className="font-medium">
          {verified ? t('profile.verified') : t('profile.unverified')}
        </dd>
        <dt className="text-slate-500">{t('profile.signInMethod')}</dt>
        <dd className="font-medium">{t(`profile.providers.${user.provider}`)}</dd>
        {isLocal && (
          <>
            <dt className="text-slate-500">{t('fields.password')}</dt>
            <dd className="flex flex-wrap items-center gap-3 font-medium">
              <span aria-label={t('profile.password.masked')}>••••••••</span>
              <Button variant="secondary" onClick={changePassword} disabled={changeMail.isPending}>
                {t('profile.password.change')}
              </Button>
            </dd>
          </>
        )}
      </dl>
    </>
  );
}
