import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * How long a dialog stays mounted after it closes, for its exit transition.
 * During that time it is inert and hidden from assistive technology, and focus is already back
 * on the opener.
 */
export const DIALOG_UNMOUNT_DELAY_MS = 150;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves inside and is trapped there (Tab / Shift+Tab wrap), Escape and an
 * outside click close it, and focus returns to what had it before as soon as it closes. It then
 * stays mounted for {@link DIALOG_UNMOUNT_DELAY_MS} (inert, `aria-hidden`) while it fades out;
 * the transition is dropped under `prefers-reduced-motion`.
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

  // Mounted while open and for DIALOG_UNMOUNT_DELAY_MS after closing (state derived in render).
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  useEffect(() => {
    if (open || !present) return;
    const timer = setTimeout(() => setPresent(false), DIALOG_UNMOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, present]);

  // Layout effects, so that on close focus is back on the opener in the same commit that makes
  // the closing dialog inert. The focus call sits in a layout effect body, not a cleanup: React
  // puts focus back where it was after the DOM mutations of a commit, which would undo a focus
  // moved from a cleanup.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) return;
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (previous && document.contains(previous)) previous.focus();
  }, [open]);

  useLayoutEffect(() => {
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
      returnFocusTo.current = previous;
    };
  }, [open]);

  // Unmounted while open (a route change, a parent gone): focus still goes back.
  useLayoutEffect(
    () => () => {
      const previous = returnFocusTo.current;
      if (previous && document.contains(previous)) previous.focus();
    },
    [],
  );

  if (!present) return null;
  const closing = !open;
  return createPortal(
    <div
      data-state={closing ? 'closed' : 'open'}
      aria-hidden={closing ? true : undefined}
      inert={closing}
      className={`fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4 transition-opacity duration-150 ease-out motion-reduce:transition-none starting:opacity-0 ${closing ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
      onMouseDown={(event) => {
        if (!closing && dismissOnOutsideClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={`w-full ${size === 'md' ? 'max-w-lg' : 'max-w-sm'} rounded-2xl bg-white p-6 shadow-xl outline-none transition-transform duration-150 ease-out motion-reduce:transition-none starting:scale-95 ${closing ? 'scale-95' : 'scale-100'}`}
      >
        {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
        <h2 id={titleId} className="text-center text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-sm text-slate-600">
          {children}
        </div>
        {footer ? <div className="mt-6 flex flex-wrap justify-center gap-2">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
