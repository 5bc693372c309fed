import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import { theme } from './theme';
import { globalStyles } from './globalStyles';

/** The theme, baseline CSS, fonts and page-wide styles; used by the app and by Storybook alike. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  // `noSsr`: read the visitor's scheme in the first client render instead of flipping it in an
  // effect after hydration. That flip would change the theme context above the parts of the page
  // still waiting for their code, and React would throw their prerendered markup away. Colours
  // are CSS variables, so the markup is the same in both schemes; the colour-scheme script in
  // <head> has already set the right one before the first paint.
  return (
    <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange noSsr>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}
