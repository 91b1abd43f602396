import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetPasswordFormSchema } from '@/contracts/identity-verification';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NewPasswordFields } from '@/components/new-password-fields';
import { notifySuccess } from '@/lib/errors/report-error';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';
import { useResetPasswordMutation } from '@/features/identity/api/sign-in-api';

export interface SetNewPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** From navigation state: the reset link's token and the address it was sent to. */
  token: string | undefined;
  email: string | undefined;
}

/**
 * Set a new password: new password and confirmation, submit disabled
 * until valid; on success the form and verification store are reset, the member goes home
 * and a success toast shows.
 */
export function SetNewPasswordDialog({ open, onClose, token, email }: SetNewPasswordDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const form = useForm({
    mode: 'onChange',
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = form;
  const missing = !token || !email;

  const submit = handleSubmit(async ({ password }) => {
    if (!token || !email) return;
    await reset.mutateAsync({ email, password, token }).then(
      () => {
        form.reset();
        useEmailVerificationStore.getState().reset();
        onClose();
        void navigate('/', { replace: true });
        notifySuccess(t('auth.reset.success'));
      },
      () => {}, // shown by the global handler
    );
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.reset.title')}>
      {missing ? (
        <div className="flex flex-col gap-4">
          <p role="alert">{t('auth.reset.missingToken')}</p>
          <Button onClick={onClose}>{t('dialog.confirm')}</Button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <p>{t('auth.reset.description', { email })}</p>
          <NewPasswordFields
            passwordLabel={t('fields.newPassword')}
            // A change of the new password checks the confirmation again, as on sign-up.
            password={register('password', { deps: ['confirmPassword'] })}
            confirm={register('confirmPassword')}
            errors={errors}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid || reset.isPending}>
              {t('auth.reset.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
