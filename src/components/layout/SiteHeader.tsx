import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useLocale, useSiteContent } from '../../i18n/SiteContentProvider';
import { sectionHref } from '../../i18n/locales';
import { useActiveSection } from '../../hooks/useActiveSection';
import { headerHeight } from '../../theme/globalStyles';
import { AppLink } from '../links/AppLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';

/**
 * The sticky header: the owner's name (home), the section links, the language switch, the theme
 * toggle, the phone menu.
 */
export function SiteHeader() {
  const { chrome, nav } = useSiteContent();
  const locale = useLocale();
  const active = useActiveSection(nav.map((item) => item.anchor));
  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg">
        {/* The last icon button's glyph, not its padding, lines up with the content's right edge
            (what MUI's `edge="end"` does; the last button is the menu's on a phone, the toggle above). */}
        <Toolbar disableGutters sx={{ minHeight: { xs: headerHeight }, gap: 1, mr: -1.5 }}>
          <AppLink
            href={sectionHref(locale, 'home')}
            underline="none"
            color="text.primary"
            sx={{
              fontFamily: 'h3.fontFamily',
              fontSize: '1.25rem',
              fontWeight: 600,
              mr: 'auto',
              // On the narrowest phones (320 px) the name is set smaller, so that it stays on one line
              // beside the language link and the two buttons.
              '@media (max-width: 359.95px)': { fontSize: '1.0625rem' },
            }}
          >
            {chrome.siteName}
          </AppLink>
          <Box component="nav" aria-label={chrome.navLabel} sx={{ display: { xs: 'none', md: 'block' } }}>
            <NavLinks items={nav} active={active} orientation="horizontal" />
          </Box>
          <LanguageSwitch active={active} />
          <ThemeToggle />
          <MobileMenu active={active} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
