import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Renders `children` only once the placeholder comes within `margin` of the viewport (or at
 * once without IntersectionObserver), so code below the fold loads after first paint and only
 * when the visitor is about to see it.
 */
export function WhenNear({
  children,
  placeholder,
  margin = '300px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // At build time (a prerendered page, no observer there) and while hydrating it, as if the
  // observer existed: the placeholder, as the browser's first render has it.
  const observable = useSyncExternalStore(
    subscribe,
    () => typeof IntersectionObserver !== 'undefined',
    () => true,
  );

  useEffect(() => {
    const node = ref.current;
    if (near || !observable || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, observable, margin]);

  return <div ref={ref}>{near || !observable ? children : placeholder}</div>;
}
