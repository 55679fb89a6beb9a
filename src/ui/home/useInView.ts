import { useEffect, useRef } from 'react';

/** Calls `onVisible` whenever the returned element scrolls into view (infinite scroll's trigger). */
export function useInView<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
