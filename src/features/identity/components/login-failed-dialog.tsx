import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { WarningIcon } from '@/components/ui/icons';

export interface LoginFailedDialogProps {
  open: boolean;
  onClose: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** AUT01 on login: offers "forgot password" or "register". */
export function LoginFailedDialog({
  open,
  onClose,
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
          <Button variant="secondary" onClick={onForgotPassword}>
            {t('auth.failed.forgot')}
          </Button>
          <Button onClick={onRegister}>{t('auth.failed.register')}</Button>
        </>
      }
    >
      <p className="text-center">{t('error.code.AUT01')}</p>
      <p className="mt-1 text-center text-slate-500">{t('auth.failed.hint')}</p>
    </Dialog>
  );
}
