import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LanguageOffer } from './LanguageOffer';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink, mainContentId } from './SkipLink';

/**
 * The frame every page shares: skip link, sticky header, main landmark, footer. The language
 * offer floats over the page; in the document it comes right after the skip link, so keyboard
 * users reach it first.
 *
 * Header and footer are Suspense boundaries, as the page is: on a prerendered page React takes
 * each over in a pass of its own, and a press on one before then makes React take over that one
 * at once, not the whole page in one long task while the press waits.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <LanguageOffer />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
