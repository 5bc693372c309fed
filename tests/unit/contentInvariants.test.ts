import { describe, expect, it } from 'vitest';
import { content } from '@/content';

/** The numbers the product contract promises visitors; a content edit must not break them. */
describe('content invariants', () => {
  it('about: four biography paragraphs, plus location, languages and focus', () => {
    expect(content.about.paragraphs).toHaveLength(4);
    expect(content.about.facts.map((fact) => fact.label)).toEqual(['Location', 'Languages', 'Focus']);
  });

  it('experience: 15+ years, three roles (one with $14M pipeline impact), eight skills', () => {
    expect(content.experience.stat.value).toBe('15+');
    expect(content.experience.roles).toHaveLength(3);
    expect(content.experience.roles.filter((role) => role.highlight?.includes('$14M pipeline'))).toHaveLength(
      1,
    );
    expect(content.experience.skills).toHaveLength(8);
    expect(new Set(content.experience.skills).size).toBe(8);
  });

  it('speaking: four topics and the "Schedule a Chat" button in #039BE5', () => {
    expect(content.speaking.topics).toHaveLength(4);
    expect(content.speaking.scheduling.label).toBe('Schedule a Chat');
    expect(content.speaking.scheduling.color).toBe('#039BE5');
  });

  it('art: three artworks, the first solo exhibition in Berlin 2024, a 2025 series, upcoming projects', () => {
    expect(content.art.artworks).toHaveLength(3);
    const { exhibition } = content.art;
    expect(exhibition.city).toBe('Berlin');
    expect(exhibition.year).toBe(2024);
    expect(exhibition.heading).toMatch(/first solo exhibition/i);
    expect(exhibition.next?.year).toBe(2025);
    expect(exhibition.next?.text).toMatch(/new series/i);
    expect(exhibition.link.external).toBe(true);
    expect(content.art.upcoming.length).toBeGreaterThan(0);
  });

  it('ventures: two, one a coffee export business and one in stealth mode marked Coming Soon', () => {
    expect(content.ventures.ventures).toHaveLength(2);
    expect(content.ventures.ventures.filter((venture) => /coffee/i.test(venture.tagline))).toHaveLength(1);
    const stealth = content.ventures.ventures.filter((venture) => venture.status === 'Coming Soon');
    expect(stealth).toHaveLength(1);
    expect(stealth[0]?.tagline).toMatch(/stealth/i);
  });

  it('contact: a professional-network and a photo-sharing profile, opened in new tabs', () => {
    const icons = content.contact.links.map((link) => link.icon);
    expect(icons).toEqual(expect.arrayContaining(['linkedin', 'instagram', 'email']));
    for (const link of content.contact.links.filter((l) => l.icon !== 'email')) {
      expect(link.external).toBe(true);
    }
  });

  it('hero: resume download opens externally, Get in Touch leads to the contact form', () => {
    expect(content.hero.resume.label).toBe('Download Resume');
    expect(content.hero.resume.external).toBe(true);
    expect(content.hero.contactCta).toBe('Get in Touch');
  });
});
