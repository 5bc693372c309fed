import Typography from '@mui/material/Typography';
import type { ContactFormContent } from '../../../content/types';
import { AppLink } from '../../../components/links/AppLink';

/**
 * The line under the form that says where a message goes and links the privacy policy, where the
 * data is collected (Art. 13 GDPR). Also drawn by the shape that holds the form's place, so the
 * page does not move when the form arrives.
 */
export function FormPrivacyNote({ note }: { note: ContactFormContent['privacyNote'] }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {note.text} <AppLink href={note.href}>{note.linkLabel}</AppLink>
    </Typography>
  );
}
