import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to the Korean/English "Notice". */
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' colours the confirm button red (an action that cannot be undone). */
  tone?: 'default' | 'danger';
}

/** A confirmation prompt with Confirm and Cancel (translated default labels). */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title ?? t('dialog.notice')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('dialog.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-center">{children}</p>
    </Dialog>
  );
}

/** The 'Coming Soon' alert (find-ID link, paid plans). */
export function ComingSoonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('comingSoon.title')}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('dialog.confirm')}
        </Button>
      }
    >
      <p className="text-center">{t('comingSoon.message')}</p>
    </Dialog>
  );
}
