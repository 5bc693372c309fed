/**
 * How far from the viewport, in px on any side, a part counts as near: its code loads while the
 * visitor scrolls the last stretch towards it.
 */
export const nearViewportMargin = 600;

/** Whether `element` is within `margin` px of the viewport now. */
export function isNearViewport(element: Element, margin = nearViewportMargin): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -margin && top < window.innerHeight + margin;
}

/**
 * Calls `onNear` once `element` comes within `margin` px of the viewport; returns the function that
 * stops watching. Without IntersectionObserver (very old browsers, jsdom) it calls it at once.
 */
export function whenNearViewport(
  element: Element,
  onNear: () => void,
  margin = nearViewportMargin,
): () => void {
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
    { rootMargin: `${String(margin)}px` },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
  };
}
