import { expect, type Page, type Route } from '@playwright/test';
import { content } from '@/content';
import type { ContactFormContent } from '@/content/types';
import { english, type SiteLanguage } from './language';
import { pageSettled } from './consoleGuard';
import { expectHydrated } from './hydration';

export const emailEndpoint = 'https://api.emailjs.com/api/v1.0/email/send';

export const sample = {
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Keynote in Hamburg',
  message: 'Would you give the opening keynote at our product conference in May?',
};
export type FormValues = typeof sample;

/** The form's fields by their visible labels (required ones carry an asterisk in their name), in either language. */
export function formFields(page: Page, copy: ContactFormContent = content.contact.form) {
  const form = page.getByRole('form', { name: copy.heading });
  const field = (label: string) =>
    form.getByRole('textbox', { name: new RegExp(`^${namePattern(label)}( \\*)?$`) });
  const { fields } = copy;
  return {
    form,
    firstName: field(fields.firstName.label),
    lastName: field(fields.lastName.label),
    email: field(fields.email.label),
    subject: field(fields.subject.label),
    message: field(fields.message.label),
    submit: form.getByRole('button', {
      name: new RegExp(`${namePattern(copy.submitLabel)}|${namePattern(copy.sendingLabel)}`),
    }),
  };
}

/**
 * A label as an accessible-name pattern. Playwright matches names with their whitespace collapsed
 * to plain spaces, so a no-break space in the copy ("Wird gesendet\u00A0…") matches any space.
 */
function namePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/**
 * Opens the home page (in `language`, English by default) at the form and waits until the form
 * works (its code loads after the first paint).
 */
export async function openContactForm(page: Page, language: SiteLanguage = english) {
  await page.goto(`${language.home}#contact`);
  await pageSettled(page);
  await formReady(page, language.copy.contact.form);
}

/**
 * The prerendered form is on screen at once, and its code comes when it comes near the screen:
 * this scrolls to it, as a visitor does, and waits for the code that makes it work.
 */
export async function formReady(page: Page, copy?: ContactFormContent) {
  const { form } = formFields(page, copy);
  await form.scrollIntoViewIfNeeded();
  await expectHydrated(form);
}

/**
 * Holds the form's code back on the network (a slow connection, made certain) until `release()`.
 * Until then the form is the prerendered one (or, after a move inside the site, its placeholder),
 * which React has not taken over.
 */
export async function holdFormCode(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function fillForm(
  page: Page,
  values: Partial<FormValues> = sample,
  copy: ContactFormContent = content.contact.form,
) {
  const form = formFields(page, copy);
  for (const [name, value] of Object.entries(values) as [keyof FormValues, string][]) {
    await form[name].fill(value);
  }
}

export async function expectValues(
  page: Page,
  values: Partial<FormValues>,
  copy: ContactFormContent = content.contact.form,
) {
  const form = formFields(page, copy);
  for (const [name, value] of Object.entries(values) as [keyof FormValues, string][]) {
    await expect(form[name]).toHaveValue(value);
  }
}

/** Intercepts the provider's endpoint; every request body is recorded, `answer` decides the reply. */
export async function interceptEmail(page: Page, answer: (route: Route) => Promise<void> | void) {
  const bodies: unknown[] = [];
  await page.route(emailEndpoint, async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer(route);
  });
  return bodies;
}

export const okAnswer = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });

export function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}
