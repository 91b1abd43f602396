/** The brand spinner: a green ring, `size` px, one turn per second. */
export function Spinner({ size = 70, label }: { size?: number; label: string }) {
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className="inline-block animate-spin rounded-full border-brand-600 border-t-transparent"
        style={{
          width: size,
          height: size,
          borderWidth: Math.max(3, Math.round(size / 12)),
          animationDuration: '1s',
        }}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-screen loading overlay: white background, the 70 px spinner. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-white">
      <Spinner size={70} label={label} />
    </div>
  );
}
