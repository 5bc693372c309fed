import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useSiteContent } from '../../i18n/SiteContentProvider';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';

export interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  active?: string;
}

/**
 * The phone menu's drawer with the section links. MUI's modal traps focus inside, closes on
 * Escape and returns focus to the menu button.
 */
export function MobileMenuDrawer({ id, open, onClose, active }: MobileMenuDrawerProps) {
  const { chrome, nav } = useSiteContent();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, sx: { width: 'min(320px, 85vw)' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography
          component="p"
          sx={{ fontFamily: 'h3.fontFamily', fontSize: '1.25rem', fontWeight: 600, pl: 1 }}
        >
          {chrome.siteName}
        </Typography>
        <IconButton aria-label={chrome.closeMenuLabel} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Box component="nav" aria-label={chrome.navLabel} sx={{ px: 1, pb: 3 }}>
        <NavLinks items={nav} active={active} orientation="vertical" onNavigate={onClose} />
      </Box>
      <Box sx={{ px: 1, pb: 3 }}>
        <LanguageSwitch active={active} variant="menu" />
      </Box>
    </Drawer>
  );
}
