import { startTransition, useEffect, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import { styled, useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '../icons/material/DarkModeOutlined';
import LightModeOutlined from '../icons/material/LightModeOutlined';
import { useSiteContent } from '../../i18n/SiteContentProvider';
import { useHydrated } from '../../hooks/useHydrated';
import { shownColorScheme, showColorScheme } from '../../theme/colorScheme';

/**
 * Both icons are in the markup and CSS shows the one that matches the active scheme, so the
 * prerendered page shows the right icon before any JavaScript runs (no flash, no mismatch).
 */
const ShowInLight = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  ...theme.applyStyles('dark', { display: 'none' }),
}));
const ShowInDark = styled('span')(({ theme }) => ({
  display: 'none',
  ...theme.applyStyles('dark', { display: 'inline-flex' }),
}));

/**
 * Switches between light and dark; the choice persists (in localStorage, where MUI keeps it). Its
 * name says what it does ("Toggle dark theme") and stays the same while the app takes the page
 * over: the prerendered page cannot know the visitor's scheme, and a name that changed under a
 * screen reader's cursor would be a different control. The icon shows the scheme it switches to.
 * Used once, in the site header.
 */
export function ThemeToggle() {
  const { colorScheme: muiScheme, setMode } = useColorScheme();
  const hydrated = useHydrated();
  // Until this button is hydrated the page's boot code answers it, and may have switched the scheme
  // after MUI read it: the scheme the page shows is the one to keep. At once, before the next
  // paint: MUI shows the scheme it read as it mounts.
  const tookOver = useRef(false);
  useEffect(() => {
    if (!hydrated || tookOver.current) return;
    tookOver.current = true;
    const shown = shownColorScheme();
    if (shown && shown !== muiScheme) setMode(shown);
  });
  const label = useSiteContent().chrome.themeToggle.toggle;
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      // Answered by the page's boot code until React answers it (src/app/boot/pageBoot.js).
      data-scheme-toggle={hydrated ? 'app' : ''}
      onClick={() => {
        const next = shownColorScheme() === 'dark' ? 'light' : 'dark';
        showColorScheme(next);
        // MUI's state follows as low-priority work: it draws every themed component again for a
        // change the CSS variables already show, which must not hold the frame that shows it.
        startTransition(() => {
          setMode(next);
        });
      }}
    >
      <ShowInLight>
        <DarkModeOutlined />
      </ShowInLight>
      <ShowInDark>
        <LightModeOutlined />
      </ShowInDark>
    </IconButton>
  );
}
