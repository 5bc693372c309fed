import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true. Used to
 * load third-party code only when the visitor is about to see what it draws.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // Without IntersectionObserver (very old browsers, jsdom) there is no way to wait: load at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, margin, near]);
  return near;
}
