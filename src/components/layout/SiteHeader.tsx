import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { content } from '../../content';
import { useActiveSection } from '../../hooks/useActiveSection';
import { headerHeight } from '../../theme/globalStyles';
import { AppLink } from '../links/AppLink';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';

const sectionAnchors = content.nav.map((item) => item.anchor);

/** The sticky header: the owner's name (home), the section links, the theme toggle, the phone menu. */
export function SiteHeader() {
  const { chrome, nav } = content;
  const active = useActiveSection(sectionAnchors);
  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: headerHeight }, gap: 1 }}>
          <AppLink
            href="/#home"
            underline="none"
            color="text.primary"
            sx={{ fontFamily: 'h3.fontFamily', fontSize: '1.25rem', fontWeight: 600, mr: 'auto' }}
          >
            {chrome.siteName}
          </AppLink>
          <Box component="nav" aria-label={chrome.navLabel} sx={{ display: { xs: 'none', md: 'block' } }}>
            <NavLinks items={nav} active={active} orientation="horizontal" />
          </Box>
          <ThemeToggle />
          <MobileMenu active={active} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
