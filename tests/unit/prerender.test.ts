import { describe, expect, it } from 'vitest';
import { content } from '../../src/content';
import { notFoundPath, prerenderPaths, render } from '../../src/app/entry-server';

describe('prerendering', () => {
  it('renders every route with its heading, title and critical CSS', async () => {
    const expected: Record<string, string> = {
      '/': content.hero.headline,
      '/terms': content.terms.title,
      '/privacy': content.privacy.title,
      '/imprint': content.imprint.title,
    };
    for (const path of prerenderPaths) {
      const page = await render(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain(expected[path]);
      // Lazily loaded parts are complete in the static HTML, never left for the client to render.
      expect(page.body).not.toContain('<!--$!-->');
      // Every part in place, none moved to the end for a script to reveal: it reads without scripts.
      expect(page.body).not.toMatch(/<div hidden id="S:|<template|<script/);
      expect(page.head).toMatch(/<title>.+<\/title>/);
      expect(page.head).toContain('<style data-emotion="css ');
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

  it('renders the not-found page with status 404 and noindex', async () => {
    const page = await render(notFoundPath);
    expect(page.status).toBe(404);
    expect(page.body).toContain(content.notFound.title);
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes the page meta it writes into the head', async () => {
    const page = await render('/terms');
    expect(page.head).not.toMatch(/content="[^"]*<[^"]*"/);
  });
});
