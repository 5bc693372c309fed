/**
 * Where the active colour scheme lives, shared by the theme, the head script that applies a stored
 * choice before the first paint, and the page's boot code that answers the toggle before the app
 * runs: the attribute on <html> the theme's CSS variables are switched by, and the localStorage
 * key MUI's useColorScheme keeps the visitor's choice in (its default, which the theme and the head
 * script use; tests/unit/colorScheme.test.tsx checks they agree).
 */
export const colorSchemeAttribute = 'data-mui-color-scheme';
export const colorSchemeStorageKey = 'mui-mode';
