import { describe, expect, it } from 'vitest';
import { content } from '../../src/content';
import { findRouteHandle } from '../../src/app/routeMeta';
import { documentTitle } from '../../src/components/layout/documentTitle';

describe('document titles', () => {
  it('uses the home title as it is, since it already names the owner', () => {
    expect(documentTitle(content.home.meta)).toBe(content.home.meta.title);
  });

  it('appends the site name to every other page', () => {
    expect(documentTitle(content.terms.meta)).toBe(`Terms of Use · ${content.chrome.siteName}`);
  });
});

describe('findRouteHandle', () => {
  it('picks the deepest route that declares meta', () => {
    const parent = { meta: content.home.meta };
    const child = { meta: content.terms.meta };
    expect(findRouteHandle([parent, undefined, child])).toBe(child);
    expect(findRouteHandle([parent, undefined])).toBe(parent);
    expect(findRouteHandle([undefined])).toBeUndefined();
  });
});
