import type { TFunction } from 'i18next';
import type { toast as Toast } from 'react-toastify';
import { useErrorDialogStore } from '@/lib/overlays/error-dialog-store';
import { errorMessageKey, errorTitleKey, severityOf, statusOf } from './error-catalogue';

export type ErrorDisplay = 'modal' | 'toast';

export interface ReportErrorOptions {
  /** Force a display; by default low severity -> toast, medium -> modal. */
  display?: ErrorDisplay;
  /** Offered as the dialog's retry button. */
  retry?: () => Promise<unknown>;
}

/** Authored toasts: top centre, 2.5 s. */
export const AUTHORED_TOAST = { position: 'top-center', autoClose: 2500 } as const;

/** react-toastify is loaded on first use, off the landing page's critical path. */
function withToast(show: (toast: typeof Toast) => void) {
  void import('react-toastify').then(({ toast }) => show(toast));
}

export function notifySuccess(message: string) {
  withToast((toast) => toast.success(message, AUTHORED_TOAST));
}

export function notifyInfo(message: string) {
  withToast((toast) => toast.info(message, AUTHORED_TOAST));
}

/** Shows an error as a toast or the global error dialog, with the catalogue's title and message. */
export function reportError(error: unknown, t: TFunction, options: ReportErrorOptions = {}) {
  const message = t(errorMessageKey(error));
  const display = options.display ?? (severityOf(statusOf(error)) === 'medium' ? 'modal' : 'toast');
  if (display === 'toast') {
    withToast((toast) => toast.error(message, { toastId: message }));
    return;
  }
  useErrorDialogStore.getState().open({
    title: t(errorTitleKey(error)),
    message,
    onRetry: options.retry,
  });
}
