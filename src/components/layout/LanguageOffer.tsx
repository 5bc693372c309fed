import { Suspense, lazy, useEffect, useState } from 'react';
import { preferredLocale } from '../../i18n/locales';
import { loadSiteContent } from '../../i18n/siteContents';
import { useLocale } from '../../i18n/SiteContentProvider';
import type { Offer } from './LanguageOfferNote';

// The note is drawn for few visitors (a browser preferring another of the site's languages, not
// closed before): its code loads with its copy, not with every page.
const LanguageOfferNote = lazy(() =>
  import('./LanguageOfferNote').then((module) => ({ default: module.LanguageOfferNote })),
);

/** Remembered once the visitor closes the note: it is never offered again in this browser. */
export const languageOfferDismissedKey = 'language-offer-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(languageOfferDismissedKey) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(languageOfferDismissedKey, '1');
  } catch {
    // No storage (private mode, blocked): the note may come back on the next visit.
  }
}

/**
 * On every page, a visitor whose browser prefers another of the site's languages is offered the
 * same page in it: a small note in that language, never a redirect. It appears only once the page
 * runs (the prerendered page cannot know the browser's languages) and floats over the page, so
 * nothing moves; closing it is remembered, in whichever language it was offered.
 *
 * Screen readers hear it without losing their place: it appears inside a polite live region that
 * is already in the prerendered page (a region added together with its text is often not read),
 * and it never takes focus. Place it right after the skip link: keyboard users then reach it
 * before the header, not after the whole page and its footer.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer>();

  useEffect(() => {
    const preferred = preferredLocale(navigator.languages);
    if (!preferred || preferred === locale || dismissed()) return;
    let current = true;
    // The note is written in the offered language, so its copy comes with that language's chunk.
    void loadSiteContent[preferred]().then((content) => {
      if (current) setOffer({ locale: preferred, copy: content.chrome.languageOffer });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <div aria-live="polite">
      {/* Not once the visitor has moved to a page in the offered language. */}
      {offer && offer.locale !== locale && (
        <Suspense fallback={null}>
          <LanguageOfferNote
            offer={offer}
            onDismiss={() => {
              rememberDismissed();
              setOffer(undefined);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
