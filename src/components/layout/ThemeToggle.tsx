import { startTransition } from 'react';
import IconButton from '@mui/material/IconButton';
import { styled, useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '../icons/material/DarkModeOutlined';
import LightModeOutlined from '../icons/material/LightModeOutlined';
import { useSiteContent } from '../../i18n/SiteContentProvider';
import { useHydrated } from '../../hooks/useHydrated';
import { shownColorScheme, showColorScheme } from '../../theme/colorScheme';
import { useStoredColorSchemeWins } from '../../theme/useStoredColorSchemeWins';

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
  const { setMode } = useColorScheme();
  const hydrated = useHydrated();
  // A press the boot code answered while React took the page over is kept in MUI's state too.
  useStoredColorSchemeWins(hydrated);
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
