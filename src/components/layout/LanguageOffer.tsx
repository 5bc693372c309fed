import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useLocation } from 'react-router-dom';
import type { LanguageOffer as LanguageOfferCopy } from '../../content/types';
import { useActiveSection } from '../../hooks/useActiveSection';
import { alternateHref, defaultLocale, pageOfPath, preferredLocale, type Locale } from '../../i18n/locales';
import { loadSiteContent } from '../../i18n/siteContents';
import { useLocale, useSiteContent } from '../../i18n/SiteContentProvider';
import { elevation } from '../../theme/themePrimitives';

/** Remembered once the visitor closes the note: it is never offered again in this browser. */
export const languageOfferDismissedKey = 'language-offer-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(languageOfferDismissedKey) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(languageOfferDismissedKey, '1');
  } catch {
    // No storage (private mode, blocked): the note may come back on the next visit.
  }
}

interface Offer {
  locale: Locale;
  copy: LanguageOfferCopy;
}

/**
 * On the English home page, a visitor whose browser prefers another of the site's languages is
 * offered the page in it: a small note in that language, never a redirect. It appears only once
 * the page runs (the prerendered page cannot know the browser's languages) and floats over the
 * page, so nothing moves; closing it is remembered.
 *
 * Screen readers hear it without losing their place: it appears inside a polite live region that
 * is already in the prerendered page (a region added together with its text is often not read),
 * and it never takes focus. Place it right after the skip link: keyboard users then reach it
 * before the header, not after the whole page and its footer.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [offer, setOffer] = useState<Offer>();

  const onEnglishHome = locale === defaultLocale && pageOfPath(pathname) === 'home';

  useEffect(() => {
    const preferred = preferredLocale(navigator.languages);
    if (!onEnglishHome || !preferred || preferred === locale || dismissed()) return;
    let current = true;
    // The note is written in the offered language, so its copy comes with that language's chunk.
    void loadSiteContent[preferred]().then((content) => {
      if (current) setOffer({ locale: preferred, copy: content.chrome.languageOffer });
    });
    return () => {
      current = false;
    };
  }, [locale, onEnglishHome]);

  return (
    <div aria-live="polite">
      {offer && onEnglishHome && (
        <OfferNote
          offer={offer}
          onDismiss={() => {
            rememberDismissed();
            setOffer(undefined);
          }}
        />
      )}
    </div>
  );
}

/** The note itself; it follows the section in view only while it is shown. */
function OfferNote({ offer, onDismiss }: { offer: Offer; onDismiss: () => void }) {
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
