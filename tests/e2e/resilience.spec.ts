import { expect, test, type Page } from '@playwright/test';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { colorSchemeAttribute } from '@/theme/colorScheme';
import { pageSettled } from '../support/consoleGuard';
import {
  emailEndpoint,
  expectValues,
  fillForm,
  formFields,
  formReady,
  interceptEmail,
  okAnswer,
  openContactForm,
  sample,
  toast,
} from '../support/contactForm';
import { firstRetryDelay } from '@/sections/contact/form/formStorage';

const { toasts } = content.contact.form;
const { scheduling } = content.speaking;

test('a calendar script that never arrives leaves a working link to the booking page', async ({ page }) => {
  await page.route(scheduling.scriptUrl, () => undefined); // never answered
  await page.route(scheduling.stylesheetUrl, () => undefined);
  await page.goto('/');
  await pageSettled(page);
  const speaking = page.locator('#speaking');
  await speaking.getByRole('button', { name: scheduling.label }).click();
  await speaking.getByRole('button', { name: scheduling.loadHereLabel }).click();
  await expect(speaking.locator('[data-scheduling-status="loading"]')).toHaveCount(1);
  const link = speaking.getByRole('link', { name: scheduling.openThereLabel });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', scheduling.url);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('offline, a send fails and keeps every value; back online, the retry goes through', async ({
  page,
  context,
}) => {
  await page.clock.install();
  const bodies = await interceptEmail(page, okAnswer);
  await openContactForm(page);
  await fillForm(page);
  // Offline for real: the route handler is bypassed and the request fails in the browser.
  await page.unroute(emailEndpoint);
  await context.setOffline(true);
  await formFields(page).submit.click();
  await expect(toast(page, toasts.failure.title)).toBeVisible();
  await expectValues(page, sample);

  await context.setOffline(false);
  const retried = await interceptEmail(page, okAnswer);
  // No answer at all: the form waits before it tries again (the toast said how long).
  await page.clock.fastForward(firstRetryDelay);
  await formFields(page).submit.click();
  await expect(toast(page, toasts.success.title)).toBeVisible();
  expect(bodies).toHaveLength(0);
  expect(retried).toHaveLength(1);
});

test("if another page's code cannot load, the router loads the document afresh, never a blank page", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.route(/\/assets\/legal-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  await pageSettled(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await Promise.all([
    page.waitForEvent('load'),
    footer.getByRole('link', { name: content.terms.title }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
  expect(messages.join('\n')).toContain('Error loading route module');
});

test("before the app's code has arrived, or if it never does, the controls work by themselves", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('failed'));
  // React listens on the document it takes over, and a press it hears on a part it has not taken
  // over yet makes it take the whole page over first. These presses are the boot script's alone.
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.assign(window, { pressesHeardByTheDocument: heard });
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      document.addEventListener(
        type,
        (event) => heard.push(`${type} on ${(event.target as Element).outerHTML.slice(0, 60)}`),
        true,
      );
    }
  });
  const pressesHeardByTheDocument = () =>
    page.evaluate(
      () => (window as unknown as { pressesHeardByTheDocument: string[] }).pressesHeardByTheDocument,
    );
  await page.goto('/', { waitUntil: 'load' });
  const root = page.locator('html');
  const scheme = await root.getAttribute(colorSchemeAttribute);

  // The scheme toggle switches.
  await page.getByRole('button', { name: content.chrome.themeToggle.toggle }).click();
  await expect(root).not.toHaveAttribute(colorSchemeAttribute, scheme ?? '');

  // The phone menu opens, and a link in it closes it and lands on its section.
  await page.getByRole('button', { name: content.chrome.openMenuLabel }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Ventures' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#ventures h2')).toBeInViewport();

  expect(await pressesHeardByTheDocument()).toEqual([]);

  // A link to another page loads it.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: content.terms.title }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.terms.title);
});

/** The German copy's chunk. */
const germanCopy = /\/assets\/de-[^/]+\.js$/;

/**
 * Opens `path` with the German copy failing to load, and waits while the app starts (its code
 * came) and waits for the copy: the error page must never replace the prerendered page meanwhile.
 */
async function openWithGermanCopyBlocked(page: Page, path: string) {
  await page.route(germanCopy, (route) => route.abort('failed'));
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
}

test("if a German page's copy cannot load, the page stays as prerendered and its controls still work", async ({
  page,
}) => {
  await openWithGermanCopyBlocked(page, '/de/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentByLocale.de.hero.headline);
  await expect(page.getByRole('heading', { name: content.error.title })).toHaveCount(0);
  const root = page.locator('html');
  const scheme = await root.getAttribute(colorSchemeAttribute);
  await page.getByRole('button', { name: contentByLocale.de.chrome.themeToggle.toggle }).click();
  await expect(root).not.toHaveAttribute(colorSchemeAttribute, scheme ?? '');
  // A link to another page loads it, with its copy this time.
  await page.unroute(germanCopy);
  await page.getByRole('contentinfo').getByRole('link', { name: contentByLocale.de.terms.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentByLocale.de.terms.title);
});

test.describe(() => {
  test.use({ locale: 'de-DE' });
  test("if the offered language's copy cannot load, the page and its offer stay as prerendered", async ({
    page,
  }) => {
    await openWithGermanCopyBlocked(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
    await expect(page.getByRole('heading', { name: content.error.title })).toHaveCount(0);
    await expect(page.locator('aside[lang="de"]')).toContainText(
      contentByLocale.de.chrome.languageOffer.text,
    );
  });
});

test("if the app's code is blocked, the form says it cannot send and gives the address; labels stay clear of the text", async ({
  page,
}) => {
  // No transitions: the labels are measured where they come to rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/#contact', { waitUntil: 'load' });
  const form = formFields(page);
  const notRunning = page.locator('#contact').getByText(content.contact.form.notRunning);
  await expect(notRunning).toBeHidden();
  await form.firstName.click();
  await page.keyboard.type(sample.firstName);
  await form.email.click();
  await page.keyboard.type(sample.email);
  // Subject left empty: its label stays where it rests, inside the field.
  const subjectLabel = page
    .locator('#contact form label')
    .filter({ hasText: content.contact.form.fields.subject.label });
  await expect(subjectLabel).toHaveAttribute('data-shrink', 'false');
  const restingBox = await subjectLabel.boundingBox();
  const subjectBox = await form.subject.boundingBox();
  expect(restingBox && subjectBox && restingBox.y > subjectBox.y).toBe(true);
  await form.message.click();
  await page.keyboard.type(sample.message);

  // The label of each field typed in stands above its text, not over it.
  for (const [field, label] of [
    [form.firstName, content.contact.form.fields.firstName.label],
    [form.email, content.contact.form.fields.email.label],
    [form.message, content.contact.form.fields.message.label],
  ] as const) {
    const labelBox = await page.locator('#contact form label').filter({ hasText: label }).boundingBox();
    const fieldBox = await field.boundingBox();
    // The typed line sits in the middle of the field; a resting label would sit on it.
    expect(
      labelBox && fieldBox && labelBox.y + labelBox.height <= fieldBox.y + fieldBox.height / 2 - 8,
      label,
    ).toBe(true);
  }

  // Send does nothing without the code: the form says so and offers the address.
  await form.submit.click();
  await expect(notRunning).toBeVisible();
  const address = page.locator('#contact form').getByRole('link', { name: content.owner.email });
  await expect(address).toBeVisible();
  await expect(address).toHaveAttribute('href', `mailto:${content.owner.email}`);
});

test('the form is still the prerendered one until the visitor acts, and works right after', async ({
  page,
}) => {
  const bodies = await interceptEmail(page, okAnswer);
  await page.goto('/#contact');
  // Typing is the first interaction: the form's code loads and takes over what was typed.
  await formFields(page).firstName.click();
  await formReady(page);
  await fillForm(page);
  await formFields(page).submit.click();
  await expect(toast(page, toasts.success.title)).toBeVisible();
  expect(bodies).toHaveLength(1);
});

test('the tests reach no third-party host, on a machine with a network too', async ({ page }) => {
  // The browser resolves only the test server (scripts/testing/chromium.ts): what a page fetches from the
  // calendar or email provider is answered by a test's `page.route`, or fails as it does offline.
  const reached = page.goto(new URL(scheduling.scriptUrl).origin);
  await expect(reached).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
});
