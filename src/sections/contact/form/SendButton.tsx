import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SendRounded from '../../../components/icons/material/SendRounded';
import type { ContactFormContent } from '../../../content/types';

interface SendButtonProps {
  /** The form's copy: the button's label, and what it says while sending. */
  copy: Pick<ContactFormContent, 'submitLabel' | 'sendingLabel'>;
  /** A message is on its way. */
  sending: boolean;
}

/** The form's submit button: while a message is on its way it says so and cannot be pressed. */
export function SendButton({ copy, sending }: SendButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending}
      endIcon={<SendRounded aria-hidden />}
      sx={{ mt: 3, minWidth: 200 }}
    >
      {sending ? copy.sendingLabel : copy.submitLabel}
    </Button>
  );
}

/**
 * The button's quiet shape while the form's code loads: the same button with the same label, so it
 * is exactly as wide and tall in every language, drawn as a tint with nothing on it and out of
 * reach of the keyboard and of assistive technology.
 */
export function SendButtonShape({ copy }: Pick<SendButtonProps, 'copy'>) {
  return (
    <Box
      aria-hidden
      inert
      sx={{
        '& button': { color: 'transparent', bgcolor: 'action.hover', boxShadow: 'none' },
        '& svg': { visibility: 'hidden' },
      }}
    >
      <SendButton copy={copy} sending={false} />
    </Box>
  );
}
