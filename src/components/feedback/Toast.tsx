import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    success: { title: string };
    error: { title: string };
    warning: { title: string };
  }
}

type ToastProps = CustomContentProps & { title?: string };

/** A toast with a title and a line of text, drawn as a themed alert; announced as it appears. */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { id, message, variant, title },
  ref,
) {
  const severity = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={severity}
        variant="filled"
        onClose={() => {
          closeSnackbar(id);
        }}
        sx={{ width: '100%', maxWidth: 420, boxShadow: 6 }}
      >
        {title && <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>}
        {message}
      </Alert>
    </SnackbarContent>
  );
});
