// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { Art } from '@/sections/art/Art';
import { SiteContentProvider } from '@/i18n/SiteContentProvider';
import { renderWithApp } from './renderWithApp';

/** The years of the plans the content dates: the exhibition's next series and upcoming projects. */
const datedYears = [
  content.art.exhibition.next?.year,
  ...content.art.upcoming.map((project) => project.year),
].filter((year): year is number => year !== undefined);
const latest = Math.max(...datedYears);

/** Finds the sentence announcing the next series, as read: its title in its place. */
const announcing =
  ({ text, title, year }: { text: string; title: string; year: number }) =>
  (_: string, element: Element | null) =>
    element?.tagName === 'P' &&
    element.textContent === text.replace('{title}', title).replace('{year}', String(year));

function renderArtOn(date: string, art = content.art) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(date));
  const [locale, siteContent] =
    art === contentByLocale.de.art ? (['de', contentByLocale.de] as const) : (['en', content] as const);
  return renderWithApp(
    <SiteContentProvider locale={locale} content={siteContent}>
      <Art art={art} />
    </SiteContentProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the art section never announces a future that has passed', () => {
  it('the content dates at least one plan (or this test would check nothing)', () => {
    expect(datedYears.length).toBeGreaterThan(0);
  });

  for (const art of [content.art, contentByLocale.de.art]) {
    it(`shows every plan within its year (${art.upcomingHeading})`, () => {
      renderArtOn(`${String(latest)}-12-31T12:00:00Z`, art);
      const { next } = art.exhibition;
      if (next) {
        const sentence = screen.getByText(announcing(next));
        // On a German page the English title in the German sentence is marked as English.
        const title = [...sentence.querySelectorAll('[lang]')].map((part) => [
          part.textContent,
          part.getAttribute('lang'),
        ]);
        expect(title).toEqual(art === contentByLocale.de.art ? [[next.title, 'en']] : []);
      }
      for (const project of art.upcoming)
        expect(screen.getAllByText(project.title).length).toBeGreaterThan(0);
    });

    it(`leaves out each dated plan once its year is over (${art.upcomingHeading})`, () => {
      renderArtOn(`${String(latest + 1)}-01-01T12:00:00Z`, art);
      if (art.exhibition.next) expect(screen.queryByText(announcing(art.exhibition.next))).toBeNull();
      for (const project of art.upcoming) {
        const shown = screen.queryByText(project.title) !== null;
        expect(shown, project.title).toBe(project.year === undefined);
      }
    });
  }

  it('with every plan past, the upcoming list and its heading are gone', () => {
    const allDated = {
      ...content.art,
      upcoming: content.art.upcoming.map((project) => ({ ...project, year: 2020 })),
    };
    renderArtOn('2026-06-15T12:00:00Z', allDated);
    expect(screen.queryByText(content.art.upcomingHeading)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
