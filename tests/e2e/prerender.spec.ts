import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { content } from '@/content';
import { bootScript } from '../../scripts/build/pageBoot';
import { notFoundRoutes, siteRoutes } from '../support/site';
import { emotionCacheKey } from '@/app/emotionCache';
import { localeOfPath } from '@/i18n/locales';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path} shows its content from the static HTML`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('contentinfo')).toContainText(content.owner.name);
    });
  }

  test('the home page is all readable, and an email link stands in for the form', async ({ page }) => {
    await page.goto('/');
    for (const id of ['home', 'about', 'experience', 'speaking', 'art', 'ventures', 'contact']) {
      await expect(page.locator(`#${id} h1, #${id} h2`).first()).toBeVisible();
    }
    const contact = page.locator('#contact');
    for (const link of content.contact.links) {
      await expect(contact.getByRole('link', { name: link.detail }).first()).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(contact.getByText(content.contact.form.noScript)).toBeVisible();
    const mailto = contact.getByRole('link', { name: content.owner.email });
    await expect(mailto.last()).toBeVisible();
    await expect(mailto.last()).toHaveAttribute('href', `mailto:${content.owner.email}`);
    // Booking a call without JavaScript: the plain link to the provider's page, not the button.
    const { scheduling } = content.speaking;
    const speaking = page.locator('#speaking');
    await expect(speaking.getByRole('link', { name: scheduling.label })).toHaveAttribute(
      'href',
      scheduling.url,
    );
    await expect(speaking.getByRole('button', { name: scheduling.label })).toBeHidden();
    // The form cannot send without JavaScript, so it is not offered.
    await expect(page.getByRole('form', { name: content.contact.form.heading })).toBeHidden();
    await expect(page.getByRole('button', { name: content.contact.form.submitLabel })).toBeHidden();
  });
});

test('with JavaScript the form is shown and the no-script note is not', async ({ page }) => {
  await page.goto('/#contact');
  await expect(page.getByRole('form', { name: content.contact.form.heading })).toBeVisible();
  await expect(page.getByText(content.contact.form.noScript)).toBeHidden();
});

test('each page is whole in its static HTML: language, title, heading, critical CSS, the scheme script', async ({
  request,
}) => {
  for (const route of siteRoutes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${localeOfPath(route.path)}"`);
    expect(html).toMatch(/<title>.+<\/title>/);
    expect(html).toContain(route.heading.replace(/&/g, '&amp;'));
    expect(html).toContain(`<style data-emotion="${emotionCacheKey} `);
    // The colour-scheme script runs before the first paint so a dark page never flashes light.
    expect(html).toContain('data-mui-color-scheme');
    // Lazily loaded parts are complete in the static HTML, never left for the client to render,
    // and none is moved to the end for a script to reveal: it reads without scripts.
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/<div hidden id="S:|<template/);
  }
});

test("each language's not-found page answers 404 and stays out of search results", async ({ request }) => {
  for (const route of notFoundRoutes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${localeOfPath(route.path)}"`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  }
});

/** What the home page's inline style sheets may weigh, gzipped as they travel: all of it is parsed before the first paint. */
const homeInlineCssLimit = 10_496;

test('the inline CSS has no vendor-prefixed copies of its rules, and the home page stays within its weight', async ({
  request,
}) => {
  const inlineCss = (html: string) =>
    Array.from(html.matchAll(/<style[^>]*>([^<]*)<\/style>/g), ([, css]) => css ?? '').join('');
  for (const route of siteRoutes) {
    const css = inlineCss(await (await request.get(route.path)).text());
    // The browsers the site supports read flexbox, user-select and appearance unprefixed.
    const prefixed = /display:-(webkit|ms)-(inline-)?(box|flex|flexbox)\b|-ms-flex-|-moz-user-select/;
    expect(prefixed.exec(css)?.[0], route.path).toBeUndefined();
  }
  const home = inlineCss(await (await request.get('/')).text());
  expect(gzipSync(home).length).toBeLessThanOrEqual(homeInlineCssLimit);
});

test('the boot code ships minified, allowed by the hash of the bytes it ships as', async ({ page }) => {
  const source = bootScript();
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  for (const route of siteRoutes) {
    const response = await page.goto(route.path);
    expect(await response?.headerValue('content-security-policy')).toContain(hash);
    const inline = await page.locator('script[data-scheme-key]').evaluate((script) => script.textContent);
    expect(inline).toBe(source);
  }
});
