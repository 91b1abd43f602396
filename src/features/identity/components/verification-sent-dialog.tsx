import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MailIcon } from '@/components/ui/icons';

export function VerificationSentDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      icon={<MailIcon />}
      title={t('signup.sent.title')}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('dialog.confirm')}
        </Button>
      }
    >
      <p className="text-center">{t('signup.sent.message', { email })}</p>
      <p className="mt-2 text-center text-slate-500">{t('signup.sent.hint')}</p>
    </Dialog>
  );
}
