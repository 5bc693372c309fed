import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { ToastProvider } from '../components/feedback/ToastProvider';

/**
 * Everything the app needs around it: styles cache, theme and toasts. Shared by client, server,
 * Storybook and tests. (Services are provided with their defaults; stories and tests wrap their
 * own ServicesProvider to swap them.)
 */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </AppThemeProvider>
    </CacheProvider>
  );
}
