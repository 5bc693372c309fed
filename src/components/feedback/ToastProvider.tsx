import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { Toast } from './Toast';

/** Toasts (notistack) drawn with the theme's alerts, bottom centre, one kind of component for all. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={{ success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast }}
    >
      {children}
    </SnackbarProvider>
  );
}
