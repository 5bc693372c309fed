import '@mui/material/styles';

// The theme always runs with CSS variables, so `theme.vars` is always there.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
