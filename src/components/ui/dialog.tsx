import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row. */
  footer?: ReactNode;
  /** An icon above the title. */
  icon?: ReactNode;
  /** `alertdialog` for confirmations and errors. */
  role?: 'dialog' | 'alertdialog';
  /** Whether clicking outside closes it (default true). */
  dismissOnOutsideClick?: boolean;
  size?: 'sm' | 'md';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves inside and is trapped there (Tab / Shift+Tab wrap), Escape and an
 * outside click close it, and focus returns to what had it before.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  icon,
  role = 'dialog',
  dismissOnOutsideClick = true,
  size = 'sm',
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    // While open, the app behind is inert (not focusable, hidden from assistive technology).
    const root = document.getElementById('root');
    if (root) {
      root.dataset.modalCount = String(Number(root.dataset.modalCount ?? '0') + 1);
      root.inert = true;
    }
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!node.contains(document.activeElement)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (root) {
        const left = Number(root.dataset.modalCount ?? '1') - 1;
        root.dataset.modalCount = String(left);
        if (left <= 0) root.inert = false;
      }
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
      onMouseDown={(event) => {
        if (dismissOnOutsideClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={`w-full ${size === 'md' ? 'max-w-lg' : 'max-w-sm'} rounded-2xl bg-white p-6 shadow-xl outline-none`}
      >
        {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
        <h2 id={titleId} className="text-center text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-sm text-slate-600">
          {children}
        </div>
        {footer ? <div className="mt-6 flex justify-center gap-2">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
