/**
 * Where the active colour scheme lives, shared by the theme, the head script that applies a stored
 * choice before the first paint, and the page's boot code that answers the toggle before the app
 * runs: the attribute on <html> the theme's CSS variables are switched by, and the localStorage
 * key MUI's useColorScheme keeps the visitor's choice in (its default, which the theme and the head
 * script use; tests/unit/colorScheme.test.tsx checks they agree).
 */
export const colorSchemeAttribute = 'data-mui-color-scheme';
export const colorSchemeStorageKey = 'mui-mode';

export type ColorScheme = 'light' | 'dark';

/** The scheme the page shows now (the attribute on <html>), if one is set. */
export function shownColorScheme(): ColorScheme | undefined {
  const shown = document.documentElement.getAttribute(colorSchemeAttribute);
  return shown === 'light' || shown === 'dark' ? shown : undefined;
}

/** The visitor's stored choice (MUI's mode: a scheme or "system"), if any. */
export function storedColorMode(): ColorScheme | 'system' | undefined {
  try {
    const stored = localStorage.getItem(colorSchemeStorageKey);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : undefined;
  } catch {
    // No storage (private mode, blocked): nothing was stored.
    return undefined;
  }
}

/**
 * Shows `scheme` at once and keeps it as the visitor's choice: what the page's boot code does
 * before the app runs, and the toggle after.
 */
export function showColorScheme(scheme: ColorScheme): void {
  document.documentElement.setAttribute(colorSchemeAttribute, scheme);
  try {
    localStorage.setItem(colorSchemeStorageKey, scheme);
  } catch {
    // No storage (private mode, blocked): the choice lasts as long as the page.
  }
}
