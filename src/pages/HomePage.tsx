import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
import { RoomForTheRest } from '../components/RoomForTheRest';
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
 * The section that fills the first screen after a navigation to `hash`: its target, or all of them
 * for a target not found.
 */
function sectionsOnFirstScreen(hash: string): { from: number; to: number } {
  const target = decodeURIComponent(hash.slice(1));
  const index = target ? sections.findIndex((section) => section.anchors.some((id) => id === target)) : 0;
  return index === -1 ? { from: 0, to: sections.length } : { from: index, to: index + 1 };
}

/**
 * Consecutive static sections share one static part, as the prerendered page has them. A part
 * keeps its key while only some of its sections are drawn, so those drawn first stay mounted.
 */
const groups = sections.reduce<{ key: number; isStatic: boolean; indices: number[] }[]>(
  (grouped, section, index) => {
    const last = grouped.at(-1);
    if (last?.isStatic && section.isStatic) last.indices.push(index);
    else grouped.push({ key: index, isStatic: section.isStatic, indices: [index] });
    return grouped;
  },
  [],
);

/**
 * The home page, the site's one long page. Reached by a link inside the app, it draws the
 * sections on the first screen first (from the link's target on) and the rest just after
 * (useRestAfterFirstPaint): the visitor sees the target without waiting for the whole page.
 */
export function HomePage() {
  const content = useSiteContent();
  const { hash } = useLocation();
  const whole = useRestAfterFirstPaint();
  const { from, to } = whole ? { from: 0, to: sections.length } : sectionsOnFirstScreen(hash);
  const drewFromTarget = useRef(from > 0);
  // The sections above the target come in after it, and the target stays where the reader sees
  // it: browsers that anchor scrolling keep it there themselves, this is for those that do not.
  useLayoutEffect(() => {
    if (!whole || !drewFromTarget.current) return;
    drewFromTarget.current = false;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'instant' });
  }, [whole, hash]);
  return (
    <>
      {from > 0 && <RoomForTheRest />}
      {groups.map(({ key, isStatic, indices }) => {
        const drawn = indices
          .filter((index) => index >= from && index < to)
          .map((index) => <Fragment key={index}>{sections[index]?.draw(content)}</Fragment>);
        if (drawn.length === 0) return null;
        return isStatic ? <StaticPart key={key}>{drawn}</StaticPart> : <Fragment key={key}>{drawn}</Fragment>;
      })}
      {to < sections.length && <RoomForTheRest />}
    </>
  );
}
