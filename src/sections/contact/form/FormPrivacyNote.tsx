import Typography from '@mui/material/Typography';
import type { ContactFormContent } from '../../../content/types';
import { AppLink } from '../../../components/links/AppLink';

/**
 * The line under the form that says where a message goes and links the privacy policy, where the
 * data is collected (Art. 13 GDPR). Also drawn by the shape that holds the form's place, so the
 * page does not move when the form arrives.
 */
export function FormPrivacyNote({
  note,
}: {
  /** The note's words, the privacy policy's address and the link's label, in the page's language. */
  note: ContactFormContent['privacyNote'];
}) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {note.text} {/* On one line: a link broken over two has no one box to focus and point at. */}
      <AppLink href={note.href} sx={{ whiteSpace: 'nowrap' }}>
        {note.linkLabel}
      </AppLink>
    </Typography>
  );
}
