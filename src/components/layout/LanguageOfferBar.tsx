import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import type { LanguageOffer as LanguageOfferCopy } from '../../content/types';
import { useHydrated } from '../../hooks/useHydrated';
import { alternateHref, type Locale } from '../../i18n/locales';
import CloseRounded from '../icons/material/CloseRounded';
import { AppLink } from '../links/AppLink';
import { dismissLanguageOffer } from './languageOfferChoice';

/**
 * The bar LanguageOffer shows above the header: a line in the offered language with a link to
 * the same page in it, and a button that closes the bar for good. It is part of the page's flow
 * (it scrolls away with the page and covers nothing); the page's boot code closes it until React
 * has taken the button over, so it answers before, and without, the app.
 */
export function LanguageOfferBar({
  locale,
  copy,
}: {
  /** The language offered: the bar is written in it and links to the page in it. */
  locale: Locale;
  /** The bar's copy, in the offered language. */
  copy: LanguageOfferCopy;
}) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return (
    <Box
      component="aside"
      lang={locale}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      {/* Room above and below the close button for its focus ring, which the window's top edge and
          the bar's border would cut. */}
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <Typography variant="body2" sx={{ flex: 1, py: 1 }}>
          {copy.text} {/* Kept whole: on a phone it moves to a line of its own rather than breaking. */}
          <AppLink
            href={alternateHref(pathname, locale)}
            hrefLang={locale}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {copy.action}
          </AppLink>
        </Typography>
        {/* Its glyph under the header's last one, at the content's edge (as SiteHeader's toolbar). */}
        <IconButton
          edge="end"
          aria-label={copy.dismiss}
          // Answered by the page's boot code until React answers it (src/app/boot/pageBoot.js).
          data-language-offer-dismiss={hydrated ? 'app' : ''}
          onClick={dismissLanguageOffer}
        >
          <CloseRounded />
        </IconButton>
      </Container>
    </Box>
  );
}
