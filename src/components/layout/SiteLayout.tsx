import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink, mainContentId } from './SkipLink';
import { RouteMeta } from './RouteMeta';

/** The frame every page shares: skip link, sticky header, main landmark, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}

/** The root route's element: the frame around the matched page, plus title and scroll handling. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
      <RouteMeta />
      {/* Scrolls to the top on a new page (Terms opens at its title) and to the #hash target. */}
      <ScrollRestoration />
    </SiteFrame>
  );
}
