import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseRounded from '../icons/material/CloseRounded';
import { useLocation } from 'react-router-dom';
import type { LanguageOffer as LanguageOfferCopy } from '../../content/types';
import { useActiveSection } from '../../hooks/useActiveSection';
import { alternateHref, type Locale } from '../../i18n/locales';
import { useSiteContent } from '../../i18n/SiteContentProvider';
import { elevation } from '../../theme/elevation';

/** A language to offer and the note's copy, written in that language. */
export interface Offer {
  locale: Locale;
  copy: LanguageOfferCopy;
}

/** The note LanguageOffer shows; it follows the section in view only while it is shown. */
export function LanguageOfferNote({
  offer,
  onDismiss,
}: {
  /** The language offered, and the note's copy in that language. */
  offer: Offer;
  /** Called when the visitor closes the note, which then stays closed. */
  onDismiss: () => void;
}) {
  const { nav } = useSiteContent();
  const { pathname } = useLocation();
  // Like the header's language switch, the offered page opens on the section being read.
  const active = useActiveSection(nav.map((item) => item.anchor));
  return (
    <Paper
      component="aside"
      lang={offer.locale}
      elevation={elevation.floating}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        insetInline: { xs: 16, sm: 'auto 24px' },
        bottom: { xs: 16, sm: 24 },
        maxWidth: { sm: 380 },
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        pl: 2.5,
        pr: 1,
      }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {offer.copy.text}{' '}
        <Link
          href={alternateHref(pathname, offer.locale, active ? `#${active}` : '')}
          hrefLang={offer.locale}
          sx={{ fontWeight: 600 }}
        >
          {offer.copy.action}
        </Link>
      </Typography>
      <IconButton aria-label={offer.copy.dismiss} onClick={onDismiss}>
        <CloseRounded />
      </IconButton>
    </Paper>
  );
}
