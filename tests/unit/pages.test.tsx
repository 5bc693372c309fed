// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { content } from '@/content';
import { formatLongDate } from '@/i18n/format';
import { renderAtPath } from './renderWithApp';

// The not-found page is checked in the built site, in every language (tests/e2e/routes.spec.ts).

describe('error screen', () => {
  it('replaces a page that throws with a themed screen and a way home', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    renderAtPath('/', [{ path: '/', element: <Broken /> }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: content.error.homeLabel })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalled();
  });
});

describe('legal pages', () => {
  it.each([
    ['/terms', content.terms],
    ['/privacy', content.privacy],
    ['/imprint', content.imprint],
  ])('%s shows its title, last-updated date, numbered sections and a way back', async (path, page) => {
    renderAtPath(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText(formatLongDate(page.lastUpdated, 'en'))).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      page.sections.map((section) => section.heading),
    );
    expect(screen.getByRole('link', { name: content.chrome.backToHome })).toHaveAttribute('href', '/');
  });

  it('the terms have ten sections, German law and a mailto contact', async () => {
    renderAtPath('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(content.terms.sections).toHaveLength(10);
    expect(screen.getByText(/laws of the Federal Republic of Germany/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: content.owner.email })).toHaveAttribute(
      'href',
      `mailto:${content.owner.email}`,
    );
  });
});

describe('formatLongDate', () => {
  it('writes an ISO date out in full, independent of time zone', () => {
    expect(formatLongDate('2026-11-01', 'en')).toBe('1 November 2026');
    expect(formatLongDate('2026-11-01', 'de')).toBe('1. November 2026');
  });
});
