import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppThemeProvider } from '../theme/AppThemeProvider';

/** Everything the app needs around it: styles cache and theme. Shared by client, server and Storybook. */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </CacheProvider>
  );
}
