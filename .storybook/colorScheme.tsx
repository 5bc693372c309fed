import { useEffect, type ReactNode } from 'react';
import { useColorScheme } from '@mui/material/styles';

export type Scheme = 'light' | 'dark';

/** Follows the toolbar's theme switch (and the visual tests, which flip it to dark). */
export function ColorSchemeFromToolbar({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(scheme);
  }, [scheme, setMode]);
  return children;
}
