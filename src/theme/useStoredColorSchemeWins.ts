import { useLayoutEffect } from 'react';
import { useColorScheme } from '@mui/material/styles';
import { storedColorMode } from './colorScheme';

/**
 * Makes the visitor's stored colour-scheme choice win over the one MUI read as the app started.
 * Until React has taken the toggle over, the page's boot code answers it and stores the choice,
 * possibly after MUI read it; MUI would then show the scheme it read, undoing the press. Checked
 * before the next paint whenever MUI's mode or `when` changes.
 */
export function useStoredColorSchemeWins(when?: unknown): void {
  const { mode, setMode } = useColorScheme();
  useLayoutEffect(() => {
    const stored = storedColorMode();
    if (mode && stored && stored !== mode) setMode(stored);
  }, [mode, setMode, when]);
}
