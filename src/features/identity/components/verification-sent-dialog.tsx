import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MailIcon } from '@/components/ui/icons';

/**
 * After the sign-up verification mail was sent. How long the link works is the server's own
 * setting, from the send reply (the mail states the same number).
 */
export function VerificationSentDialog({
  open,
  email,
  linkMinutes,
  onClose,
}: {
  open: boolean;
  email: string;
  linkMinutes?: number | undefined;
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
      <p className="mt-2 text-center text-slate-500">
        {linkMinutes
          ? t('signup.sent.hint', { minutes: linkMinutes })
          : t('signup.sent.hintNoTime')}
      </p>
    </Dialog>
  );
}
