import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { Toast } from './Toast';

/** How long a toast stays on the site before it hides itself (hovering it pauses the clock). */
export const toastDuration = 6000;

interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds before a toast hides itself; `null` keeps it until it is dismissed. */
  duration?: number | null;
}

/** Toasts (notistack) drawn with the theme's alerts, bottom centre, one kind of component for all. */
export function ToastProvider({ children, duration = toastDuration }: ToastProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={duration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={{ success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast }}
    >
      {children}
    </SnackbarProvider>
  );
}
