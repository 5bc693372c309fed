import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { content } from '../../content';
import { NavLinks } from './NavLinks';

const menuId = 'mobile-menu';

/**
 * The phone menu: a drawer with the section links. MUI's modal traps focus inside, closes on
 * Escape and returns focus to the menu button.
 */
export function MobileMenu({ active }: { active?: string }) {
  const [open, setOpen] = useState(false);
  const { chrome, nav } = content;
  const close = () => {
    setOpen(false);
  };
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label={chrome.openMenuLabel}
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
        }}
      >
        <MenuRounded />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { id: menuId, sx: { width: 'min(320px, 85vw)' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography
            component="p"
            sx={{ fontFamily: 'h3.fontFamily', fontSize: '1.25rem', fontWeight: 600, pl: 1 }}
          >
            {chrome.siteName}
          </Typography>
          <IconButton aria-label={chrome.closeMenuLabel} onClick={close}>
            <CloseRounded />
          </IconButton>
        </Stack>
        <Box component="nav" aria-label={chrome.navLabel} sx={{ px: 1, pb: 3 }}>
          <NavLinks items={nav} active={active} orientation="vertical" onNavigate={close} />
        </Box>
      </Drawer>
    </Box>
  );
}
