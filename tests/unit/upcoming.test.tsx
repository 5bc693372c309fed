// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { content } from '@/content';
import { contentDe } from '@/content/de';
import { AppProviders } from '@/app/AppProviders';
import { createEmotionCache } from '@/app/emotionCache';
import { Art } from '@/sections/art/Art';

/** The years of the plans the content dates: the exhibition's next series and upcoming projects. */
const datedYears = [
  content.art.exhibition.next?.year,
  ...content.art.upcoming.map((project) => project.year),
].filter((year): year is number => year !== undefined);
const latest = Math.max(...datedYears);

function renderArtOn(date: string, art = content.art) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(date));
  return render(
    <AppProviders cache={createEmotionCache()}>
      <Art art={art} />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the art section never announces a future that has passed', () => {
  it('the content dates at least one plan (or this test would check nothing)', () => {
    expect(datedYears.length).toBeGreaterThan(0);
  });

  for (const art of [content.art, contentDe.art]) {
    it(`shows every plan within its year (${art.upcomingHeading})`, () => {
      renderArtOn(`${String(latest)}-12-31T12:00:00Z`, art);
      if (art.exhibition.next) expect(screen.getByText(art.exhibition.next.text)).toBeTruthy();
      for (const project of art.upcoming) expect(screen.getByText(project.title)).toBeTruthy();
    });

    it(`leaves out each dated plan once its year is over (${art.upcomingHeading})`, () => {
      renderArtOn(`${String(latest + 1)}-01-01T12:00:00Z`, art);
      if (art.exhibition.next) expect(screen.queryByText(art.exhibition.next.text)).toBeNull();
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
