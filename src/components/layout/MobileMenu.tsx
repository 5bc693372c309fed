import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { useSiteContent } from '../../i18n/SiteContentProvider';

const menuId = 'mobile-menu';

// The drawer (MUI's modal, focus trap and transitions) is only needed once the menu is opened:
// its code loads then, or a moment earlier when the visitor reaches for the button.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

/** The phone menu: a button that opens a drawer with the section links. */
export function MobileMenu({ active }: { active?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { chrome } = useSiteContent();
  const prefetch = () => {
    void loadDrawer();
  };
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label={chrome.openMenuLabel}
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuRounded />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            id={menuId}
            open={open}
            onClose={() => {
              setOpen(false);
            }}
            active={active}
          />
        </Suspense>
      )}
    </Box>
  );
}
