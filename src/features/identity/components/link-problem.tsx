import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordFormSchema, type VerifyFlag } from '@/contracts/identity-verification';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api/api-error';
import { fieldError } from '@/lib/i18n/field-error';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';
import { sendResetEmail } from '@/features/identity/api/sign-in-api';
import { sendVerificationEmail } from '@/features/identity/api/sign-up-api';

/** What went wrong with a mailed link, as far as the member can act on it. */
export type LinkProblemKind = 'expired' | 'used' | 'invalid';

/**
 * The kind of a failed link check: expired (VAL08), already used (VAL09), or not a valid link
 * (VAL06, a malformed token the client refused to send, VAL01/VAL13). Anything else (network,
 * server) is not the link's fault: null, and the screen offers to try again.
 */
export function linkProblemOf(error: unknown): LinkProblemKind | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'VAL08') return 'expired';
  if (error.code === 'VAL09') return 'used';
  if (['VAL06', 'VAL01', 'VAL13', 'REQUEST_INVALID'].includes(error.code)) return 'invalid';
  return null;
}

/** Mails a new link of the same kind: verification (sign-up, social) or reset. */
function sendNewLink(flag: VerifyFlag, email: string) {
  if (flag === 'find-password' || flag === 'change-password')
    return sendResetEmail({ email, flag }).then(() => undefined);
  return sendVerificationEmail({ email, flag }).then(({ data }) => data.linkMinutes);
}

/**
 * A mailed link that cannot be used: says what happened and offers a new mail of the same kind
 * to an address the member confirms (the sign-up's address when this browser holds it).
 */
export function LinkProblem({ kind, flag }: { kind: LinkProblemKind; flag: VerifyFlag }) {
  const { t } = useTranslation();
  const known = useEmailVerificationStore((state) => state.email);
  const send = useMutation({
    meta: { globalLoading: true },
    mutationFn: ({ email }: { email: string }) => sendNewLink(flag, email),
    onSuccess: (_minutes, { email }) => {
      if (flag === 'local') useEmailVerificationStore.getState().markSent(email);
    },
  });
  const form = useForm({
    mode: 'onChange',
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: known ?? '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = form;
  const submit = handleSubmit((values) => send.mutateAsync(values).catch(() => {}));

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-6 px-6 py-20">
      <div role="alert" className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t(`verify.problem.${kind}.title`)}</h1>
        <p className="text-slate-600">{t(`verify.problem.${kind}.body`)}</p>
      </div>
      {send.isSuccess ? (
        <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-800">
          {send.data
            ? t('verify.problem.sentFor', {
                email: send.variables.email,
                minutes: send.data,
              })
            : t('verify.problem.sent', { email: send.variables.email })}
        </p>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5"
        >
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            hint={t('verify.problem.emailHint')}
            error={fieldError(t, errors.email)}
            {...register('email')}
          />
          <Button type="submit" disabled={!isValid || send.isPending}>
            {t(`verify.problem.newMail.${flag}`)}
          </Button>
        </form>
      )}
      <div className="flex gap-3">
        {kind === 'used' && flag === 'local' ? (
          <Link to="/signup" className={buttonClassName('secondary')}>
            {t('verify.problem.continueSignUp')}
          </Link>
        ) : null}
        <Link to="/" className={buttonClassName('ghost')}>
          {t('verify.problem.home')}
        </Link>
      </div>
    </main>
  );
}
