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
  return (
    <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}
