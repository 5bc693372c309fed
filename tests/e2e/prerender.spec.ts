import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { content } from '@/content';
import { bootScript } from '../../scripts/pageTemplate';
import { siteRoutes } from '../support/site';
import { prerenderedStylesAttribute } from '@/app/emotionCache';

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

test('the static HTML holds the heading and its critical CSS', async ({ request }) => {
  for (const route of siteRoutes) {
    const html = await (await request.get(route.path)).text();
    expect(html).toContain(route.heading.replace(/&/g, '&amp;'));
    expect(html).toContain(`<style ${prerenderedStylesAttribute}="css `);
  }
});

/** What the home page's inline style sheets may weigh, in bytes: every byte is parsed before the first paint. */
const homeInlineCssLimit = 56_500;

test('the inline CSS has no vendor-prefixed copies of its rules, each element one Emotion class, and the home page stays within its weight', async ({
  request,
}) => {
  const inlineCss = (html: string) =>
    Array.from(html.matchAll(/<style[^>]*>([^<]*)<\/style>/g), ([, css]) => css ?? '').join('');
  for (const route of siteRoutes) {
    const html = await (await request.get(route.path)).text();
    const css = inlineCss(html);
    // The browsers the site supports read flexbox, user-select and appearance unprefixed.
    const prefixed = /display:-(webkit|ms)-(inline-)?(box|flex|flexbox)\b|-ms-flex-|-moz-user-select/;
    expect(prefixed.exec(css)?.[0], route.path).toBeUndefined();
    // One Emotion class per element: what mergeStyleRules relies on to move a rule safely.
    const twoClasses = /class="[^"]*\bcss-[a-z0-9]+\b[^"]*\bcss-[a-z0-9]+\b[^"]*"/.exec(html);
    expect(twoClasses?.[0], route.path).toBeUndefined();
  }
  const home = inlineCss(await (await request.get('/')).text());
  expect(home.length).toBeLessThanOrEqual(homeInlineCssLimit);
  // A rule every button has is written once for all of them (src/app/mergeStyleRules.ts).
  expect(home.match(/::-moz-focus-inner\{border-style:none;\}/g)).toHaveLength(1);
  expect(home.match(/\.css-[a-z0-9]+::-moz-focus-inner/g)?.length).toBeGreaterThan(1);
});

test('the boot code ships minified, allowed by the hash of the bytes it ships as', async ({ page }) => {
  const source = bootScript();
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  for (const route of siteRoutes) {
    const response = await page.goto(route.path);
    expect(await response?.headerValue('content-security-policy')).toContain(hash);
    const inline = await page.locator('script[data-modules]').evaluate((script) => script.textContent);
    expect(inline).toBe(source);
  }
});
