import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/lib/i18n/field-error';
import { TextField } from './ui/form-field';

export interface NewPasswordFieldsProps {
  /** 'fields.password' on sign-up, 'fields.newPassword' when resetting. */
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError | undefined; confirmPassword?: FieldError | undefined };
}

/** A new password (with the rules as hint) and its confirmation: sign-up and password reset. */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirm,
  errors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint')}
        error={fieldError(t, errors.password)}
        {...password}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(t, errors.confirmPassword)}
        {...confirm}
      />
    </>
  );
}
