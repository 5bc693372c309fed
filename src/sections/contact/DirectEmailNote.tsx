import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContactLink } from '../../content/types';
import { AppLink } from '../../components/links/AppLink';
import { formFrameSx } from './formFrame';

/**
 * A note with the owner's email address, in the form's frame: what visitors get where the form
 * cannot work (no JavaScript, or its code failed to load).
 */
export function DirectEmailNote({
  text,
  email,
  hide,
}: {
  /** The sentence above the address: why to write directly. */
  text: string;
  /**
   * The content's email link, shown as the address; without it the note is the sentence alone.
   * @default none
   */
  email?: ContactLink;
  /**
   * Selectors under which the note is hidden (e.g. when scripts run).
   * @default none
   */
  hide?: Record<string, { display: 'none' }>;
}) {
  return (
    <Box sx={{ ...formFrameSx, ...hide }}>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      {email && (
        <AppLink href={email.href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {email.detail}
        </AppLink>
      )}
    </Box>
  );
}

/** The contact link that writes an email, if the content has one. */
export function findEmailLink(links: readonly ContactLink[]): ContactLink | undefined {
  return links.find((link) => link.href.startsWith('mailto:'));
}
