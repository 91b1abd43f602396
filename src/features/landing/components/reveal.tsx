import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Fades its content in once, when it first scrolls into view (cosmetic). With
 * prefers-reduced-motion, or without IntersectionObserver, it is simply shown.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const node = ref.current;
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    if (!node || reduced || typeof IntersectionObserver === 'undefined') return;
    const rect = node.getBoundingClientRect();
    if (rect.top < window.innerHeight) return; // already on screen: no animation
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const motion =
    state === 'hidden'
      ? 'translate-y-6 opacity-0'
      : state === 'shown'
        ? 'translate-y-0 opacity-100 transition duration-700 ease-out'
        : '';
  return (
    <div ref={ref} className={`${motion} ${className}`}>
      {children}
    </div>
  );
}
