import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { getTheme } from './theme';
import { globalStyles } from './globalStyles';
import { onPrerenderedPage } from '../hooks/useHydrated';
import { useStoredColorSchemeWins } from './useStoredColorSchemeWins';

/** Inside the theme, so that it runs in the commit where MUI first shows the scheme it read. */
function StoredColorSchemeWins() {
  useStoredColorSchemeWins();
  return null;
}

/** The theme, baseline CSS, fonts and page-wide styles; used by the app and by Storybook alike. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  // `noSsr`: read the visitor's scheme in the first client render instead of flipping it in an
  // effect after hydration. That flip would change the theme context above the parts of the page
  // still waiting for their code, and React would throw their prerendered markup away. Colours
  // are CSS variables, so the markup is the same in both schemes; the colour-scheme script in
  // <head> has already set the right one before the first paint.
  // Transitions are left on when the scheme changes: switching them off for the change (MUI's
  // `disableTransitionOnChange`) restyles the whole page twice more, and the toggle's frame waits.
  // A prerendered page has the global styles (baseline, theme variables, page-wide rules) in its
  // <head> already, for every page the app may move to: drawing them again would only spend the
  // time to serialise them while the visitor may be pressing something.
  const globalStylesInPage = onPrerenderedPage();
  return (
    <ThemeProvider
      theme={getTheme()}
      defaultMode="system"
      noSsr
      disableStyleSheetGeneration={globalStylesInPage}
    >
      {!globalStylesInPage && (
        <>
          <CssBaseline enableColorScheme />
          <GlobalStyles styles={globalStyles} />
        </>
      )}
      <StoredColorSchemeWins />
      {children}
    </ThemeProvider>
  );
}
