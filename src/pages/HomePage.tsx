import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { anchors, type Anchor } from '../content/anchors';
import type { SiteContent } from '../content/types';
import { useRestAfterFirstPaint } from '../hooks/useRestAfterFirstPaint';
import { useSiteContent } from '../i18n/SiteContentProvider';
import { Hero } from '../sections/hero/Hero';
import { About } from '../sections/about/About';
import { Experience } from '../sections/experience/Experience';
import { Speaking } from '../sections/speaking/Speaking';
import { Art } from '../sections/art/Art';
import { Ventures } from '../sections/ventures/Ventures';
import { Contact } from '../sections/contact/Contact';
import { findEmailLink } from '../sections/contact/DirectEmailNote';
import { DeferredContactForm } from '../sections/contact/form/DeferredContactForm';
import { StaticPart } from '../components/StaticPart';

/** One section of the home page: the anchors a link may target in it, and whether it is static. */
interface HomeSection {
  anchors: readonly Anchor[];
  isStatic: boolean;
  draw: (content: SiteContent) => ReactNode;
}

/**
 * The home page's sections in the order a visitor meets them (who she is, what she did, what she
 * offers, how to reach her), each under the header link that scrolls to it. Sections without
 * controls are static: the app leaves them as prerendered.
 */
const sections: readonly HomeSection[] = [
  { anchors: [anchors.home], isStatic: true, draw: (content) => <Hero hero={content.hero} /> },
  { anchors: [anchors.about], isStatic: true, draw: (content) => <About about={content.about} /> },
  {
    anchors: [anchors.experience],
    isStatic: true,
    draw: (content) => <Experience experience={content.experience} />,
  },
  {
    anchors: [anchors.speaking, anchors.workshops],
    isStatic: false,
    draw: (content) => <Speaking speaking={content.speaking} />,
  },
  {
    anchors: [anchors.art, anchors.gallery, anchors.exhibitions],
    isStatic: true,
    draw: (content) => <Art art={content.art} />,
  },
  {
    anchors: [anchors.ventures],
    isStatic: true,
    draw: (content) => <Ventures ventures={content.ventures} />,
  },
  {
    anchors: [anchors.contact],
    isStatic: false,
    draw: (content) => (
      <Contact
        contact={content.contact}
        form={
          <DeferredContactForm copy={content.contact.form} email={findEmailLink(content.contact.links)} />
        }
      />
    ),
  },
];

/**
 * How many sections fill the first screen after a navigation to `hash`: those up to its target
 * and the one after it (which shows below a short target), or all of them for a target not found.
 */
function sectionsOnFirstScreen(hash: string): number {
  const target = decodeURIComponent(hash.slice(1));
  const index = target ? sections.findIndex((section) => section.anchors.some((id) => id === target)) : 0;
  return index === -1 ? sections.length : index + 2;
}

/** Consecutive static sections share one static part, as the prerendered page has them. */
function groupStatic(drawn: readonly HomeSection[]): HomeSection[][] {
  const groups: HomeSection[][] = [];
  for (const section of drawn) {
    const last = groups.at(-1);
    if (last?.[0]?.isStatic && section.isStatic) last.push(section);
    else groups.push([section]);
  }
  return groups;
}

/**
 * The home page, the site's one long page. Reached by a link inside the app, it draws the
 * sections on the first screen first and the rest just after (useRestAfterFirstPaint).
 */
export function HomePage() {
  const content = useSiteContent();
  const { hash } = useLocation();
  const shown = useRestAfterFirstPaint(sections.length, sectionsOnFirstScreen(hash));
  return groupStatic(sections.slice(0, shown)).map((group) => {
    const key = group[0]?.anchors[0];
    const drawn = group.map((section) => (
      <Fragment key={section.anchors[0]}>{section.draw(content)}</Fragment>
    ));
    return group[0]?.isStatic ? (
      <StaticPart key={key}>{drawn}</StaticPart>
    ) : (
      <Fragment key={key}>{drawn}</Fragment>
    );
  });
}
