import { expect, it } from 'vitest';
import { content } from '@/content';

/**
 * The numbers the product contract promises visitors; a content edit must not break them. One
 * summary, so that a failure's diff names each field that changed.
 */
it('content keeps the numbers the product contract promises', () => {
  const { about, experience, speaking, art, ventures, contact, hero } = content;
  const { exhibition } = art;
  const { scheduling } = speaking;
  const icons: string[] = contact.links.map((link) => link.icon);
  expect({
    about: { paragraphs: about.paragraphs.length, facts: about.facts.map((fact) => fact.label) },
    experience: {
      years: experience.stat.value,
      roles: experience.roles.length,
      with14MPipeline: experience.roles.filter((role) => role.highlight?.includes('$14M pipeline')).length,
      skills: experience.skills.length,
      distinctSkills: new Set(experience.skills).size,
    },
    speaking: { topics: speaking.topics.length, label: scheduling.label, color: scheduling.color },
    art: {
      artworks: art.artworks.length,
      hasUpcoming: art.upcoming.length > 0,
      exhibitionLinkExternal: exhibition.link.external,
    },
    exhibition: {
      city: exhibition.city,
      year: exhibition.year,
      firstSolo: /first solo exhibition/i.test(exhibition.heading),
      nextYear: exhibition.next?.year,
      nextIsNewSeries: /new series/i.test(exhibition.next?.text ?? ''),
    },
    ventures: {
      count: ventures.ventures.length,
      coffee: ventures.ventures.filter((venture) => /coffee/i.test(venture.tagline)).length,
      comingSoonInStealth: ventures.ventures
        .filter((venture) => venture.status === 'Coming Soon')
        .map((venture) => /stealth/i.test(venture.tagline)),
    },
    contact: {
      missingIcons: ['linkedin', 'instagram', 'email'].filter((icon) => !icons.includes(icon)),
      profilesNotInNewTab: contact.links.filter((link) => link.icon !== 'email' && !link.external),
    },
    hero: { resume: hero.resume.label, resumeExternal: hero.resume.external, contactCta: hero.contactCta },
  }).toEqual({
    about: { paragraphs: 4, facts: ['Location', 'Languages', 'Focus'] },
    experience: { years: '15+', roles: 3, with14MPipeline: 1, skills: 8, distinctSkills: 8 },
    speaking: { topics: 4, label: 'Schedule a Chat', color: '#039BE5' },
    art: { artworks: 3, hasUpcoming: true, exhibitionLinkExternal: true },
    exhibition: { city: 'Berlin', year: 2024, firstSolo: true, nextYear: 2025, nextIsNewSeries: true },
    ventures: { count: 2, coffee: 1, comingSoonInStealth: [true] },
    contact: { missingIcons: [], profilesNotInNewTab: [] },
    hero: { resume: 'Download Resume', resumeExternal: true, contactCta: 'Get in Touch' },
  });
});
