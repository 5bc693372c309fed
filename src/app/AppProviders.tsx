import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppThemeProvider } from '../theme/AppThemeProvider';

/**
 * Everything the app needs around it: the styles cache and the theme. Shared by client, server,
 * Storybook and tests. (Toasts come with the contact form, their only user. Services are
 * provided with their defaults; stories and tests wrap their own ServicesProvider to swap them.)
 */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </CacheProvider>
  );
}
