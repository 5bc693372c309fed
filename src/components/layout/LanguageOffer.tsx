import { Suspense, lazy, use, useState } from 'react';
import Box from '@mui/material/Box';
import type { LanguageOffer as LanguageOfferCopy } from '../../content/types';
import { onPrerenderedPage } from '../../hooks/useHydrated';
import { locales, type Locale } from '../../i18n/locales';
import { loadSiteContent } from '../../i18n/siteContents';
import { useLocale } from '../../i18n/SiteContentProvider';
import { offeredLocale, whenOffered } from './languageOfferChoice';

// The bar shows for few visitors (a browser preferring another of the site's languages, not
// closed before): its code loads with its copy, not with every page.
const LanguageOfferBar = lazy(() =>
  import('./LanguageOfferBar').then((module) => ({ default: module.LanguageOfferBar })),
);

/** Each language's offer copy, loaded once: the bar is written in the language it offers. */
const copies = new Map<Locale, Promise<LanguageOfferCopy>>();
function offerCopy(locale: Locale): Promise<LanguageOfferCopy> {
  let copy = copies.get(locale);
  if (!copy) {
    copy = loadSiteContent[locale]().then((content) => content.chrome.languageOffer);
    copies.set(locale, copy);
  }
  return copy;
}

const shownWhenOffered = (locale: Locale) => ({
  display: 'none',
  [whenOffered(locale)]: { display: 'block' },
});

function Offer({ locale }: { locale: Locale }) {
  return <LanguageOfferBar locale={locale} copy={use(offerCopy(locale))} />;
}

/**
 * On every page, a visitor whose browser prefers another of the site's languages is offered the
 * same page in it: a bar above the header, in that language, never a redirect. Every page is
 * prerendered with the bar of each other language, hidden; the page's boot code picks the one to
 * show before the first paint (the browser's languages, not closed before), so it is there from
 * the first frame, in the page's flow, and neither moves nor covers anything. Closing it is
 * remembered, in whichever language it was offered.
 *
 * In the document it comes right after the skip link: keyboard and screen-reader users meet it
 * before the header, in the offered language (its `lang`).
 */
export function LanguageOffer() {
  const locale = useLocale();
  // On the prerendered page React takes over only the bar that shows (once its code and copy have
  // come, the prerendered one serves meanwhile); the hidden ones stay as they are, not downloaded.
  // Read once, not with useHydrated: drawing this again as hydration ends would be an update to the
  // bar's boundary before it is hydrated, and React would draw the bar anew (it would blink).
  const [prerendered] = useState(onPrerenderedPage);
  const [offered] = useState(offeredLocale);
  return locales
    .filter((other) => other !== locale)
    .map((other) =>
      prerendered && other !== offered ? (
        <Box key={other} sx={shownWhenOffered(other)} dangerouslySetInnerHTML={{ __html: '' }} />
      ) : (
        <Box key={other} sx={shownWhenOffered(other)}>
          <Suspense>
            <Offer locale={other} />
          </Suspense>
        </Box>
      ),
    );
}
