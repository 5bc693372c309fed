import { Suspense, lazy, use, useState } from 'react';
import Box from '@mui/material/Box';
import { locales, type Locale } from '../../i18n/locales';
import { pageContent } from '../../i18n/siteContents';
import { useLocale } from '../../i18n/SiteContentProvider';
import { offeredLocale, whenOffered } from './languageOfferChoice';

// The bar shows for few visitors (a browser preferring another of the site's languages, not
// closed before): its code loads with its copy, not with every page.
const LanguageOfferBar = lazy(() =>
  import('./LanguageOfferBar').then((module) => ({ default: module.LanguageOfferBar })),
);

const shownWhenOffered = (locale: Locale) => ({
  display: 'none',
  [whenOffered(locale)]: { display: 'block' },
});

function Offer({ locale }: { locale: Locale }) {
  return <LanguageOfferBar locale={locale} copy={use(pageContent(locale)).chrome.languageOffer} />;
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
  // The prerenderer draws every bar; in the browser only the one the boot code shows is drawn (on
  // the prerendered page React takes it over once its code and copy have come, the prerendered one
  // serving meanwhile). The others are left as the page has them: hidden, their copy not loaded.
  // Read once: closing the bar only hides it, and nothing here may draw again while React has not
  // taken the bar over yet (it would draw it anew, and it would blink).
  const [shown] = useState(offeredLocale);
  const drawn = (other: Locale) => typeof document === 'undefined' || other === shown;
  return locales
    .filter((other) => other !== locale)
    .map((other) =>
      !drawn(other) ? (
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
