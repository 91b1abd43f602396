import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { VERIFY_FLAGS, type VerifyFlag } from '@/contracts/identity-verification';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageKey } from '@/lib/errors/error-catalogue';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';
import { usePageTitle } from '@/lib/use-page-title';
import { useVerifyEmailMutation } from '@/features/identity/api/verification-api';
import { LinkProblem, linkProblemOf } from './link-problem';

/** Where each flag leads after a successful check. */
export const VERIFY_DESTINATIONS: Record<VerifyFlag, string> = {
  local: '/signup',
  social: '/account/profile',
  'find-password': '/login?modal=reset-password',
  'change-password': '/account/profile?modal=reset-password',
};

function asFlag(value: string | null): VerifyFlag | undefined {
  return (VERIFY_FLAGS as readonly string[]).includes(value ?? '')
    ? (value as VerifyFlag)
    : undefined;
}

/**
 * /verify/verify-email?token&flag: checks the link; on status 200 replaces history with the
 * flag's destination, passing the token (and the address) in navigation state. A link that is
 * expired, already used or not valid says so and offers a new mail (LinkProblem); any other
 * failure (network, server) shows the spec's error screen with a retry.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('verify.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const flag = asFlag(params.get('flag'));
  const check = useVerifyEmailMutation();
  const { mutate } = check;
  const started = useRef(false);

  // Once per visit (a verification link is consumed by its check), also under StrictMode.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ token, flag });
  }, [token, flag, mutate]);

  useEffect(() => {
    if (!check.data || check.data.status !== 200) return;
    const reply = check.data.data;
    const resolved = flag ?? reply.flag;
    if (resolved === 'local') {
      const store = useEmailVerificationStore.getState();
      if (store.email) store.markVerified(reply.email);
    }
    void navigate(VERIFY_DESTINATIONS[resolved], {
      replace: true,
      state: { token, email: reply.email },
    });
  }, [check.data, flag, token, navigate]);

  const problem = check.isError ? linkProblemOf(check.error) : null;
  if (problem) return <LinkProblem kind={problem} flag={flag ?? 'local'} />;
  if (check.isError) {
    return (
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
      >
        <p className="text-5xl font-bold text-brand-600">{t('verify.oops')}</p>
        <h1 className="mt-4 text-2xl font-bold">{t('verify.failed')}</h1>
        <p className="mt-3 text-slate-600">[{t(errorMessageKey(check.error))}]</p>
        <div className="mt-8 flex gap-3">
          <Button variant="secondary" onClick={() => check.mutate({ token, flag })}>
            {t('verify.retry')}
          </Button>
          <Button onClick={() => void navigate('/')}>{t('verify.back')}</Button>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={t('verify.checking')} />
    </main>
  );
}
