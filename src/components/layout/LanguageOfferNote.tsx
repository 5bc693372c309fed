import { useEffect, useRef } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
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

/** The room the page leaves under its footer while the note shows: the note's height and its offset. */
const roomVariable = '--language-offer-room';
/** Space between the note and the window's bottom edge, in px, on phones and from the sm breakpoint up. */
const offset = { xs: 16, sm: 24 };

/**
 * The note LanguageOffer shows; it follows the section in view only while it is shown. It floats
 * over the page (appearing after the page has drawn, it must move nothing), so the page leaves room
 * for it under the footer: scrolled to the end, nothing is left under the note. (On a window wider
 * than the content and two notes, it stands in the margin beside the content.)
 */
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
  const note = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = note.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const { top } = element.getBoundingClientRect();
      root.style.setProperty(roomVariable, `${String(Math.ceil(window.innerHeight - top))}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(roomVariable);
    };
  }, []);
  return (
    <>
      {/* Room under the footer's content, in the footer's colour, as tall as the note stands. */}
      <GlobalStyles
        styles={{ 'footer::after': { content: '""', display: 'block', height: `var(${roomVariable}, 0px)` } }}
      />
      <Paper
        ref={note}
        component="aside"
        lang={offer.locale}
        elevation={elevation.floating}
        sx={{
          position: 'fixed',
          zIndex: 'snackbar',
          insetInline: { xs: offset.xs, sm: `auto ${String(offset.sm)}px` },
          bottom: offset,
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
    </>
  );
}
