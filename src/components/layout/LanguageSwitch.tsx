import { useLocation } from 'react-router-dom';
import { alternateHref, localeInfo, locales } from '../../i18n/locales';
import { useLocale } from '../../i18n/SiteContentProvider';
import { AppLink } from '../links/AppLink';
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
 * screen reader pronounces "Deutsch" in German). Like every link between pages it navigates inside
 * the app once the app has settled, and is a plain link before and without it; the app keeps
 * `<html lang>`, the title and the description in step.
 */
export function LanguageSwitch({ active, variant = 'header' }: LanguageSwitchProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const inMenu = variant === 'menu';
  return locales
    .filter((other) => other !== locale)
    .map((other) => (
      <AppLink
        key={other}
        href={alternateHref(pathname, other, active ? `#${active}` : '')}
        hrefLang={other}
        lang={other}
        underline="none"
        sx={{ ...navLinkSx(inMenu), flexShrink: 0, mt: inMenu ? 1 : 0 }}
      >
        {localeInfo[other].name}
      </AppLink>
    ));
}
