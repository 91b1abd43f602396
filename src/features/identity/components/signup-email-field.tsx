import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@/contracts/fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { CheckIcon } from '@/components/ui/icons';
import { notifyInfo, notifySuccess } from '@/lib/errors/report-error';
import { fieldError } from '@/lib/i18n/field-error';
import { canResend, useEmailVerificationStore } from '@/lib/session/email-verification-store';
import {
  useResendVerificationMutation,
  useSendVerificationMutation,
} from '@/features/identity/api/sign-up-api';
import type { SignUpEmailState, SignUpForm } from './signup-form';
import { VerificationSentDialog } from './verification-sent-dialog';

/**
 * The sign-up e-mail with its verification: send the link (the address must be free), resend
 * it (3 times, 60 s apart), and the state beside the field (verified, check your inbox).
 */
export function SignupEmailField({
  form,
  email,
  verified,
  sentToThis,
}: { form: SignUpForm } & SignUpEmailState) {
  const { t } = useTranslation();
  const sentBefore = useEmailVerificationStore((state) => state.email !== null);
  const send = useSendVerificationMutation();
  const resend = useResendVerificationMutation();
  const [sentOpen, setSentOpen] = useState(false);
  const [linkMinutes, setLinkMinutes] = useState<number | undefined>();
  const {
    register,
    formState: { errors, dirtyFields },
  } = form;

  const sendFirst = () => {
    if (verified) return notifyInfo(t('signup.verify.alreadyVerified'));
    send.mutate(email, {
      onSuccess: ({ data }) => {
        useEmailVerificationStore.getState().markSent(email);
        setLinkMinutes(data.linkMinutes);
        setSentOpen(true);
      },
    });
  };

  const resendMail = () => {
    const check = canResend(useEmailVerificationStore.getState());
    if (!check.ok) {
      return notifyInfo(
        check.reason === 'max'
          ? t('signup.verify.maxResends')
          : t('signup.verify.wait', { seconds: check.seconds }),
      );
    }
    notifyInfo(t('signup.verify.sending'));
    resend.mutate(email, {
      onSuccess: () => {
        useEmailVerificationStore.getState().markResent();
        notifySuccess(t('signup.verify.resent'));
      },
    });
  };

  const hint = verified ? (
    <span className="inline-flex items-center gap-1 font-medium text-brand-700">
      <CheckIcon className="size-4 text-brand-600" />
      {t('signup.verify.verified')}
    </span>
  ) : sentToThis ? (
    t('signup.verify.checkInbox')
  ) : (
    t('signup.verify.hint')
  );
  const addon = sentToThis ? (
    <Button variant="secondary" onClick={resendMail} disabled={resend.isPending}>
      {resend.isPending ? t('signup.verify.sending') : t('signup.verify.resend')}
    </Button>
  ) : (
    <Button
      variant="secondary"
      onClick={sendFirst}
      disabled={!emailSchema.safeParse(email).success || send.isPending || verified}
    >
      {verified ? t('signup.verify.done') : t('signup.verify.send')}
    </Button>
  );

  return (
    <>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={dirtyFields.email || sentBefore ? fieldError(t, errors.email) : undefined}
        hint={hint}
        addon={addon}
        {...register('email')}
      />
      <VerificationSentDialog
        open={sentOpen}
        email={email}
        linkMinutes={linkMinutes}
        onClose={() => setSentOpen(false)}
      />
    </>
  );
}
