import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LanguageOffer } from './LanguageOffer';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink, mainContentId } from './SkipLink';

/** The frame every page shares: skip link, sticky header, main landmark, footer (and the language offer). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
      <LanguageOffer />
    </Box>
  );
}
