/**
 * Calls `onNear` once `element` comes within `margin` of the viewport; returns the function that
 * stops watching. Without IntersectionObserver (very old browsers, jsdom) it calls it at once.
 */
export function whenNearViewport(element: Element, onNear: () => void, margin = '600px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
  };
}
