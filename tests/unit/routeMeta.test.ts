import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { documentTitle, findRouteHandle } from '@/app/routeMeta';

describe('document titles', () => {
  it('uses the home title as it is, since it already names the owner', () => {
    expect(documentTitle(content, 'home')).toBe(content.home.meta.title);
    expect(documentTitle(contentByLocale.de, 'home')).toBe(contentByLocale.de.home.meta.title);
  });

  it('appends the site name to every other page', () => {
    expect(documentTitle(content, 'terms')).toBe(`Terms of Use · ${content.chrome.siteName}`);
    expect(documentTitle(contentByLocale.de, 'terms')).toBe(
      `${contentByLocale.de.terms.meta.title} · ${contentByLocale.de.chrome.siteName}`,
    );
  });
});

describe('findRouteHandle', () => {
  it('picks the deepest route that declares a page', () => {
    const parent = { locale: 'en', page: 'home' };
    const child = { locale: 'en', page: 'terms' };
    expect(findRouteHandle([parent, undefined, child])).toBe(child);
    expect(findRouteHandle([parent, undefined])).toBe(parent);
    expect(findRouteHandle([undefined])).toBeUndefined();
  });
});
