import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppThemeProvider } from '../theme/AppThemeProvider';

/**
 * Everything the app needs around it: the styles cache and the theme. Shared by the site,
 * Storybook and tests. Without a `cache`, the one provided around it is used (the prerenderer's).
 * (Toasts come with the contact form, their only user. Services are provided with their
 * defaults; stories and tests wrap their own ServicesProvider to swap them.)
 */
export function AppProviders({ cache, children }: { cache?: EmotionCache; children: ReactNode }) {
  const themed = <AppThemeProvider>{children}</AppThemeProvider>;
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
}
