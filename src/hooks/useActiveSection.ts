import { useEffect, useState } from 'react';
import { headerHeight } from '../theme/globalStyles';

/**
 * The id of the section the visitor is reading: the last of `ids` whose top has passed a line a
 * little below the sticky header. Undefined above the first one, and on pages without them.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = headerHeight + window.innerHeight * 0.3;
      let current: string | undefined;
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= line) current = id;
      }
      // At the very bottom the last section may be too short to reach the line: it is still the one read.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const last = sectionIds[sectionIds.length - 1];
      if (atBottom && last && document.getElementById(last)) current = last;
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  return active;
}
