import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { WarningIcon } from '@/components/ui/icons';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useErrorDialogStore } from '@/lib/overlays/error-dialog-store';

/** Full-screen spinner while a mutation marked `globalLoading` runs. */
export function GlobalSpinner() {
  const { t } = useTranslation();
  const running = useIsMutating({ predicate: (mutation) => mutation.meta?.globalLoading === true });
  return running > 0 ? <FullScreenSpinner label={t('app.loading')} /> : null;
}

/**
 * The global error dialog: warning icon, title (falls back to the
 * internal-server-error text), message (falls back to the default error text), the try-again
 * line, a confirm button and, when a retry was supplied, a retry button that shows the
 * retrying text while it runs; closes on confirm, outside click and when the retry finishes.
 */
export function ErrorDialogHost() {
  const { t } = useTranslation();
  const { isOpen, title, message, onRetry, close } = useErrorDialogStore();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // the retry's own failure is reported by its query
    } finally {
      setRetrying(false);
      close();
    }
  };

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      role="alertdialog"
      icon={<WarningIcon />}
      title={title ?? t('error.http.internalServer')}
      footer={
        <>
          {onRetry ? (
            <Button variant="secondary" onClick={() => void retry()} disabled={retrying}>
              {retrying ? t('error.modal.retrying') : t('error.modal.retry')}
            </Button>
          ) : null}
          <Button onClick={close} data-autofocus>
            {t('dialog.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-center">{message ?? t('error.modal.default')}</p>
      <p className="mt-1 text-center text-slate-500">{t('error.modal.tryAgain')}</p>
    </Dialog>
  );
}
