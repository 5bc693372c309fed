import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContactFormContent } from '../../../content/types';

interface DraftNoteProps {
  /** The form's copy: the note's sentence and its button's label. */
  copy: Pick<ContactFormContent, 'draftRestored' | 'discardDraft'>;
  /** Called when the visitor discards the draft: the form empties and the note goes. */
  onDiscard: () => void;
}

/**
 * The note above the form when an unsent draft came back after a reload: it says so, and offers
 * to discard the draft. A status, so a screen reader announces it as it appears.
 */
export function DraftNote({ copy, onDiscard }: DraftNoteProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
        py: 1,
        pl: 2,
        pr: 1,
        borderRadius: 1,
        bgcolor: 'tint.note',
      }}
    >
      <Typography variant="body2">{copy.draftRestored}</Typography>
      {/* The sentence wraps, the button keeps its label's width ("Verwerfen" is wider than its minimum). */}
      <Button size="small" onClick={onDiscard} sx={{ flexShrink: 0 }}>
        {copy.discardDraft}
      </Button>
    </Box>
  );
}
