import { createTheme } from '@mui/material/styles';
import { breakpoints, getDesignTokens, radius, spacingUnit, typography } from './themePrimitives';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { feedbackCustomizations } from './customizations/feedback';
import { dataDisplayCustomizations } from './customizations/dataDisplay';

import { colorSchemeAttribute } from './colorScheme';
import { isWritten } from './readVariables';

/**
 * The one MUI theme. CSS variables carry every colour, so light and dark are two sets of variables
 * switched by an attribute on <html>: the prerendered HTML is the same for both schemes and the
 * head script picks the right one before the first paint (no flash).
 */
function createAppTheme() {
  const appTheme = createTheme({
    cssVariables: {
      colorSchemeSelector: colorSchemeAttribute,
      // Every page carries the variables MUI writes: only those the site's styles read (and the
      // few MUI's components look up) are written, and only those are in `theme.vars`.
      shouldSkipGeneratingVar: (keys) => !isWritten(keys),
    },
    colorSchemes: {
      light: { palette: getDesignTokens('light') },
      dark: { palette: getDesignTokens('dark') },
    },
    typography,
    spacing: spacingUnit,
    shape: { borderRadius: radius.medium },
    breakpoints: { values: breakpoints },
    components: {
      ...inputsCustomizations,
      ...navigationCustomizations,
      ...surfacesCustomizations,
      ...feedbackCustomizations,
      ...dataDisplayCustomizations,
    },
  });
  return appTheme;
}

let theme: ReturnType<typeof createAppTheme> | undefined;

/**
 * The theme, built on first use. Building it (both colour schemes' variables) is one of the
 * larger pieces of work when the app starts, so it is not done while the modules are evaluated:
 * the client entry calls this in a task of its own (see src/app/entry-client.tsx), which keeps
 * each task short on a slow phone.
 */
export function getTheme() {
  theme ??= createAppTheme();
  return theme;
}
