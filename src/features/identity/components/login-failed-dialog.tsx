import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { WarningIcon } from '@/components/ui/icons';

export interface LoginFailedDialogProps {
  open: boolean;
  onClose: () => void;
  /** Back to the form as it was filled, to correct it (the login page focuses the password). */
  onRetry: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** AUT01 on login: offers "try again" (back to the filled form), "forgot password" or "register". */
export function LoginFailedDialog({
  open,
  onClose,
  onRetry,
  onForgotPassword,
  onRegister,
}: LoginFailedDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      icon={<WarningIcon />}
      title={t('auth.failed.title')}
      footer={
        <>
          <Button onClick={onRetry} data-autofocus>
            {t('auth.failed.retry')}
          </Button>
          <Button variant="secondary" onClick={onForgotPassword}>
            {t('auth.failed.forgot')}
          </Button>
          <Button variant="secondary" onClick={onRegister}>
            {t('auth.failed.register')}
          </Button>
        </>
      }
    >
      <p className="text-center">{t('error.code.AUT01')}</p>
      <p className="mt-1 text-center text-slate-500">{t('auth.failed.hint')}</p>
    </Dialog>
  );
}
