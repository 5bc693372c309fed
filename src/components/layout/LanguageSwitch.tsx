import Link from '@mui/material/Link';
import { useLocation } from 'react-router-dom';
import { alternateHref, localeInfo, locales } from '../../i18n/locales';
import { useLocale } from '../../i18n/SiteContentProvider';
import { navLinkSx } from './NavLinks';

interface LanguageSwitchProps {
  /**
   * The section in view: the other language's page opens on the same one.
   * @default none
   */
  active?: string;
  /** In the header a compact link; in the phone menu a row like the section links. */
  variant?: 'header' | 'menu';
}

/**
 * Links to this page in each other language, named in that language (and marked as such, so a
 * screen reader pronounces "Deutsch" in German). A plain link that loads the other page in full:
 * it works without JavaScript, and the new page comes with its own `<html lang>` and head.
 */
export function LanguageSwitch({ active, variant = 'header' }: LanguageSwitchProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const inMenu = variant === 'menu';
  return locales
    .filter((other) => other !== locale)
    .map((other) => (
      <Link
        key={other}
        href={alternateHref(pathname, other, active ? `#${active}` : '')}
        hrefLang={other}
        lang={other}
        underline="none"
        sx={{ ...navLinkSx(inMenu), flexShrink: 0, mt: inMenu ? 1 : 0 }}
      >
        {localeInfo[other].name}
      </Link>
    ));
}
