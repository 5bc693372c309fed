import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentDe } from '@/content/de';
import { notFoundPaths, prerenderPaths, render } from '@/app/entry-server';
import { prerenderedStylesAttribute } from '@/app/emotionCache';

// Each test renders whole pages of the app (every route in every language): seconds, not milliseconds.
describe('prerendering', { timeout: 60_000 }, () => {
  it('renders every route with its heading, title and critical CSS', async () => {
    const expected: Record<string, [lang: string, heading: string]> = {
      '/': ['en', content.hero.headline],
      '/terms': ['en', content.terms.title],
      '/privacy': ['en', content.privacy.title],
      '/imprint': ['en', content.imprint.title],
      '/de/': ['de', contentDe.hero.headline],
      '/de/nutzungsbedingungen': ['de', contentDe.terms.title],
      '/de/datenschutz': ['de', contentDe.privacy.title],
      '/de/impressum': ['de', contentDe.imprint.title],
    };
    expect([...prerenderPaths].sort()).toEqual(Object.keys(expected).sort());
    for (const path of prerenderPaths) {
      const page = await render(path);
      const [lang, heading] = expected[path] ?? [];
      expect(page.status).toBe(200);
      expect(page.lang).toBe(lang);
      expect(page.body).toContain(heading);
      // Lazily loaded parts are complete in the static HTML, never left for the client to render.
      expect(page.body).not.toContain('<!--$!-->');
      // Every part in place, none moved to the end for a script to reveal: it reads without scripts.
      expect(page.body).not.toMatch(/<div hidden id="S:|<template/);
      // The one script in the markup is React's, on pages with the contact form: it keeps a message
      // sent before the form's code has arrived, for the form to send once it has.
      const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code);
      expect(scripts.filter((code) => !code.startsWith('addEventListener("submit"'))).toEqual([]);
      expect(scripts.length).toBe(page.body.includes('<form') ? 1 : 0);
      expect(page.head).toMatch(/<title>.+<\/title>/);
      expect(page.head).toContain(`<style ${prerenderedStylesAttribute}="css `);
      // The colour-scheme script runs before the first paint so a dark page never flashes light.
      expect(page.head).toContain('data-mui-color-scheme');
    }
  });

  it('writes the whole contact form into the home page, though its code loads later', async () => {
    const page = await render('/');
    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message']) {
      expect(page.body).toContain(`name="${name}"`);
    }
    expect(page.body).toContain(content.contact.form.submitLabel);
  });

  it("renders each language's not-found page with status 404 and noindex", async () => {
    for (const [locale, copy] of [
      ['en', content],
      ['de', contentDe],
    ] as const) {
      const page = await render(notFoundPaths[locale]);
      expect(page.status).toBe(404);
      expect(page.lang).toBe(locale);
      expect(page.body).toContain(copy.notFound.title);
      expect(page.head).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('escapes the page meta it writes into the head', async () => {
    const page = await render('/terms');
    expect(page.head).not.toMatch(/content="[^"]*<[^"]*"/);
  });
});
