import { useState, type ReactNode } from 'react';
import { useHydratingPrerenderedPage } from '../hooks/useHydrated';
import { staticPartAttribute } from '../theme/staticPart';

/** The path of the prerendered page the app took over, once a static part has been hydrated on it. */
let prerenderedPath: string | undefined;

/**
 * Content nobody can operate (text, cards, images, plain links), which React leaves as the
 * prerendered HTML shows it: on a prerendered page it is neither rendered again nor hydrated,
 * so starting the app costs only the parts a visitor can use. Rendered in full everywhere else
 * (the prerender, a page reached by in-app navigation, Storybook and tests).
 *
 * A plain block wrapper, so wrap block content in normal flow (a section, a heading with its
 * text), not single items of a flex or grid container. Nothing inside may need React to work
 * (tests/e2e/staticParts.spec.ts finds no control inside one on any page); its links to other
 * pages are handed to the router by the app (src/app/StaticPartLinks.tsx).
 */
export function StaticPart({ children }: { children: ReactNode }) {
  // React does not look inside an element whose HTML it was given, so what the server sent stays:
  // for a part mounted while the page is hydrated, until the app has moved to another page and
  // renders the part with that page's content (the same part can stay mounted, as the footer does).
  const [keepPrerendered, setKeepPrerendered] = useState(useHydratingPrerenderedPage());
  if (keepPrerendered) prerenderedPath ??= location.pathname;
  if (keepPrerendered && location.pathname !== prerenderedPath) setKeepPrerendered(false);
  return (
    <div
      {...{ [staticPartAttribute]: '' }}
      {...(keepPrerendered ? { dangerouslySetInnerHTML: { __html: '' } } : { children })}
    />
  );
}
