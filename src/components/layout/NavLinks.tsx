import Stack from '@mui/material/Stack';
import type { NavItem } from '../../content/types';
import { sectionHref } from '../../i18n/locales';
import { useLocale } from '../../i18n/SiteContentProvider';
import { AppLink } from '../links/AppLink';

interface NavLinksProps {
  /** The links, in order: each a label and the section or page it leads to. */
  items: NavItem[];
  /**
   * The anchor of the section in view; its link is highlighted and marked as the current location.
   * @default none
   */
  active?: string;
  /** A row (the header on a wide screen) or a column (the phone menu). */
  orientation: 'horizontal' | 'vertical';
  /**
   * Called when a link is pressed, as it is followed (the phone menu closes with it).
   * @default none
   */
  onNavigate?: () => void;
}

/** The look of a link in the header's row or the phone menu's column (the section links, the language switch). */
export function navLinkSx(vertical: boolean, current = false) {
  return {
    display: 'block',
    px: vertical ? 2 : 1.5,
    py: vertical ? 1.5 : 1,
    borderRadius: 1,
    fontSize: vertical ? '1.125rem' : '0.9375rem',
    color: current ? 'primary.main' : 'text.secondary',
    bgcolor: current ? 'action.selected' : 'transparent',
    '&:hover': { color: current ? 'primary.main' : 'text.primary', bgcolor: 'action.hover' },
    '&:active': { color: current ? 'primary.main' : 'text.primary', bgcolor: 'action.pressed' },
  };
}

/** The section links, as a row in the header and as a column in the phone menu. */
export function NavLinks({ items, active, orientation, onNavigate }: NavLinksProps) {
  const vertical = orientation === 'vertical';
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      direction={vertical ? 'column' : 'row'}
      spacing={0.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {items.map((item) => {
        const current = item.anchor === active;
        return (
          <li key={item.anchor}>
            <AppLink
              href={sectionHref(locale, item.anchor)}
              underline="none"
              aria-current={current ? 'location' : undefined}
              onClick={onNavigate}
              sx={navLinkSx(vertical, current)}
            >
              {item.label}
            </AppLink>
          </li>
        );
      })}
    </Stack>
  );
}
