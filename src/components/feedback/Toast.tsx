import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { useSiteContent } from '../../i18n/SiteContentProvider';
import type { Severity } from '../../theme/severities';
import { elevation } from '../../theme/elevation';

declare module 'notistack' {
  interface VariantOverrides {
    success: { title: string };
    error: { title: string };
    warning: { title: string };
  }
}

// `message` is declared here, not inherited from notistack: a prop declared in both places is
// read by docgen as the library's, and library props stay out of the props table.
type ToastProps = Omit<CustomContentProps, 'variant' | 'message'> & {
  /** One line: what happened, and what to do next if anything. */
  message: CustomContentProps['message'];
  /** The severity: its colour and icon. notistack's `default` shows as `info`. */
  variant: Severity | 'default';
  /**
   * A short headline in bold ("Message sent"); the message below says what happens next.
   * @default none
   */
  title?: string;
};

/**
 * A toast with a title and a line of text, drawn as a filled themed alert; announced as it
 * appears. For the outcome of something the visitor did (a message sent or not); never for
 * information they must keep: it hides itself. Shown under a ToastProvider with notistack's
 * `enqueueSnackbar(message, { variant, title })`; the variant picks the severity colour.
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { id, message, variant, title },
  ref,
) {
  const severity = variant === 'default' ? 'info' : variant;
  const { chrome } = useSiteContent();
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={severity}
        variant="filled"
        // MUI's own label is English: the page's language names the close button.
        closeText={chrome.closeToastLabel}
        onClose={() => {
          closeSnackbar(id);
        }}
        sx={{ width: '100%', maxWidth: 420, boxShadow: elevation.floating }}
      >
        {title && <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>}
        {message}
      </Alert>
    </SnackbarContent>
  );
});
