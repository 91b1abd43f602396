import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordFormSchema } from '@/contracts/identity-verification';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { notifySuccess } from '@/lib/errors/report-error';
import { fieldError } from '@/lib/i18n/field-error';
import { useSendResetEmailMutation } from '@/features/identity/api/sign-in-api';

export interface ForgotPasswordFormProps {
  onDone: () => void;
  onCancel?: () => void;
  defaultEmail?: string;
}

/** E-mail rules only; mails a find-password link. */
export function ForgotPasswordForm({
  onDone,
  onCancel,
  defaultEmail = '',
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const send = useSendResetEmailMutation();
  const form = useForm({
    mode: 'onChange',
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = form;

  const submit = handleSubmit(async ({ email }) => {
    await send.mutateAsync({ email, flag: 'find-password' }).then(
      () => {
        notifySuccess(t('auth.forgot.sent'));
        form.reset({ email: '' });
        onDone();
      },
      () => {}, // shown by the global handler
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <p>{t('auth.forgot.description')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldError(t, errors.email)}
        {...register('email')}
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={!isValid || send.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </div>
    </form>
  );
}

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  defaultEmail?: string;
}

export function ForgotPasswordDialog({ open, onClose, defaultEmail }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.forgot.title')}>
      <ForgotPasswordForm onDone={onClose} onCancel={onClose} defaultEmail={defaultEmail} />
    </Dialog>
  );
}
