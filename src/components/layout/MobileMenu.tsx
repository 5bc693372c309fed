import { useRef, type FocusEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import CloseRounded from '../icons/material/CloseRounded';
import MenuRounded from '../icons/material/MenuRounded';
import { useSiteContent } from '../../i18n/SiteContentProvider';
import { elevation } from '../../theme/elevation';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';

const menuId = 'mobile-menu';

/** The menu's panel, at the right edge over the page, sliding in as it opens. */
const panelSx = (theme: Theme): SystemStyleObject<Theme> => ({
  // The browser shows a popover in the top layer, over everything, and hides it when closed.
  position: 'fixed',
  inset: '0 0 0 auto',
  width: 'min(320px, 85vw)',
  height: '100%',
  maxHeight: 'none',
  m: 0,
  p: 0,
  border: 0,
  overflowY: 'auto',
  // The page's own colour: the panel reads as part of the site, its shadow lifts it over the page.
  // A shadow hardly shows on a dark page: there the panel is a step lighter, as raised surfaces are.
  bgcolor: 'background.default',
  ...theme.applyStyles('dark', { bgcolor: 'background.paper' }),
  color: 'text.primary',
  // A browser without popovers would show the panel in the header: there the button does nothing.
  '@supports not selector(:popover-open)': { display: 'none' },
  translate: '100% 0',
  // Shown and hidden (display, overlay) at the end of the slide, not before it.
  transition: theme.transitions.create(['translate', 'overlay', 'display'], {
    duration: theme.transitions.duration.leavingScreen,
    easing: theme.transitions.easing.sharp,
  }),
  transitionBehavior: 'allow-discrete',
  '&:popover-open': {
    translate: '0 0',
    transitionDuration: `${String(theme.transitions.duration.enteringScreen)}ms`,
    transitionTimingFunction: theme.transitions.easing.easeOut,
    '@starting-style': { translate: '100% 0' },
  },
  '&::backdrop': {
    backgroundColor: 'rgba(0, 0, 0, 0.5)',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.leavingScreen }),
  },
  '&:popover-open::backdrop': {
    opacity: 1,
    '@starting-style': { opacity: 0 },
  },
});

/** While the menu is open the page behind it keeps still (only where the menu exists). */
const menuOpenStyles = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: { [`:root:has(#${menuId}:popover-open)`]: { overflow: 'hidden' } },
});

/** The close button at the top of the menu's panel: the browser hides the panel, before any script runs. */
export function MenuCloseButton() {
  const { chrome } = useSiteContent();
  return (
    <IconButton aria-label={chrome.closeMenuLabel} popoverTarget={menuId} popoverTargetAction="hide">
      <CloseRounded />
    </IconButton>
  );
}

/**
 * The phone menu: a button that opens a panel with the section links and the language switch.
 * The browser opens and closes it (the Popover API), so it answers before any script has run:
 * Escape or a tap beside it closes it and focus returns to the button. Choosing a link closes it
 * too, as the page moves to where the link leads, and so does tabbing out of it.
 */
export function MobileMenu({
  active,
}: {
  /**
   * The anchor of the section in view: its link is highlighted, and the language switch keeps it.
   * @default none
   */
  active?: string;
}) {
  const { chrome, nav } = useSiteContent();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  // Tabbing past the last link leaves the menu: it closes rather than hide where focus went.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !panel.current?.contains(next)) close();
  };
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <GlobalStyles styles={menuOpenStyles} />
      <IconButton color="inherit" aria-label={chrome.openMenuLabel} popoverTarget={menuId}>
        <MenuRounded />
      </IconButton>
      <Paper
        ref={panel}
        id={menuId}
        popover="auto"
        square
        elevation={elevation.drawer}
        onClick={closeOnLink}
        onBlur={closeWhenFocusLeaves}
        sx={panelSx}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography
            component="p"
            sx={{ fontFamily: 'h3.fontFamily', fontSize: '1.25rem', fontWeight: 600, pl: 1 }}
          >
            {chrome.siteName}
          </Typography>
          <MenuCloseButton />
        </Stack>
        <Box component="nav" aria-label={chrome.navLabel} sx={{ px: 1, pb: 2 }}>
          <NavLinks items={nav} active={active} orientation="vertical" />
        </Box>
        {/* The language is not one more section: a rule sets it apart from them. */}
        <Divider sx={{ mx: 3 }} />
        <Box sx={{ px: 1, py: 2 }}>
          <LanguageSwitch active={active} variant="menu" />
        </Box>
      </Paper>
    </Box>
  );
}
