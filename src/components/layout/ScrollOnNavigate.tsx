import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long to wait for a link's target to appear (its page's code may still be loading). */
const maxFramesToWaitForTarget = 120;

/**
 * After an in-app navigation: a new page opens at its top (Terms opens at its title), a link to
 * `#section` lands on that section. The first page load and back/forward are left to the
 * browser, which already does both (and restores the reader's place on back). Before the new
 * page's first frame: a press on a footer link would otherwise show that page's end first.
 */
export function ScrollOnNavigate() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstKey = useRef(key);
  const lastPathname = useRef(pathname);

  useLayoutEffect(() => {
    const samePage = pathname === lastPathname.current;
    lastPathname.current = pathname;
    if (key === firstKey.current || navigationType === NavigationType.Pop) return;
    if (!hash) {
      // Instant: a new page should not glide up from where the last one was left.
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let framesLeft = maxFramesToWaitForTarget;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      // On the same page, smooth or not as the page's CSS says (reduced motion turns it off); a new
      // page opens at its target at once, as a page loaded with a `#section` does.
      if (target) target.scrollIntoView(samePage ? undefined : { behavior: 'instant' });
      else if (framesLeft-- > 0) frame = requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [key, pathname, hash, navigationType]);

  return null;
}
