import { Suspense, memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LanguageOffer } from './LanguageOffer';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink, mainContentId } from './SkipLink';

// Not drawn again when the page changes: each reads the language and the location it shows itself.
const Skip = memo(SkipLink);
const Offer = memo(LanguageOffer);
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

/**
 * The frame every page shares: skip link, the language offer (a bar above the header, for the
 * visitors it is shown to), sticky header, main landmark, footer.
 *
 * Header and footer are Suspense boundaries, as the page is: on a prerendered page React takes
 * each over in a pass of its own, and a press on one before then makes React take over that one
 * at once, not the whole page in one long task while the press waits.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Skip />
      <Offer />
      <Suspense>
        <Header />
      </Suspense>
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </Box>
  );
}
