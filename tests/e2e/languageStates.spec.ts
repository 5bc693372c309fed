import { expect, test, type Page } from '@playwright/test';
import { formatNumber } from '@/i18n/format';
import { localeInfo } from '@/i18n/locales';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import {
  emailEndpoint,
  expectValues,
  fillForm,
  formFields,
  formReady,
  interceptEmail,
  openContactForm,
  sample,
  toast,
} from '../support/contactForm';
import { foundIn, readableText, siteLanguages } from '../support/language';

/**
 * The page checks in routes.spec read what a page shows when it settles. These go through what
 * only appears on the way: the phone menu, validation errors, each toast, the sending label, a
 * restored draft, the notes shown where the form cannot work, the error and not-found screens. Each
 * is read in one language and must hold no text that only the other language has.
 */

for (const language of siteLanguages) {
  const { name, locale, copy, foreign, home, unknown } = language;
  test.describe(`every state of the ${name} site`, () => {
    // A visitor whose browser prefers this language: no note offers the other one.
    test.use({ locale: localeInfo[locale].intl });
    const expectNoForeignText = async (page: Page) => {
      expect(foundIn(await readableText(page), foreign)).toEqual([]);
    };

    test(`the phone menu, the form's errors and each toast are in ${name}`, async ({ page }) => {
      const { toasts } = copy.contact.form;
      const problems = watchConsole(page, [/could not send/, /500/]);
      // The provider refuses once, then accepts.
      let answered = 0;
      await page.route(emailEndpoint, (route) =>
        answered++ === 0
          ? route.fulfill({ status: 500, body: 'down' })
          : route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
      );
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(home);
      await pageSettled(page);

      await page.getByRole('button', { name: copy.chrome.openMenuLabel }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expectNoForeignText(page);
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();

      await page.goto(`${home}#contact`);
      await pageSettled(page);
      await formReady(page, copy.contact.form);
      const form = formFields(page, copy.contact.form);
      await form.submit.click();
      await expect(form.form).toContainText(copy.contact.form.errors.emailRequired);
      await expect(form.form).toContainText(copy.contact.form.errors.messageRequired);
      await form.email.fill('not-an-address');
      await form.email.blur();
      await expect(form.form).toContainText(copy.contact.form.errors.emailInvalid);
      await expectNoForeignText(page);

      // Refused, then sent, then too soon after that: each toast in turn.
      for (const { title } of [toasts.failure, toasts.success, toasts.throttled]) {
        await fillForm(page, { email: sample.email, message: sample.message }, copy.contact.form);
        await form.submit.click();
        await expect(toast(page, title)).toBeVisible();
        // Its close button too is named in the page's language (the UI library's own is English).
        await expect(toast(page, title).getByRole('button')).toHaveAccessibleName(
          copy.chrome.closeToastLabel,
        );
        await expectNoForeignText(page);
      }
      expect(problems).toEqual([]);
    });

    test(`a too-long field, the sending label and a restored draft are in ${name}`, async ({ page }) => {
      const formCopy = copy.contact.form;
      await openContactForm(page, language);
      const form = formFields(page, formCopy);

      // Nothing cuts a field at its limit: past it, the field says so.
      const { maxLength } = formCopy.fields.firstName;
      await form.firstName.fill('x'.repeat(maxLength + 1));
      await form.firstName.blur();
      await expect(form.form).toContainText(
        formCopy.errors.tooLong.replace('{max}', formatNumber(maxLength, locale)),
      );
      await expectNoForeignText(page);

      // The page as reloaded with an unsent draft, restored without a gesture.
      await fillForm(page, sample, formCopy);
      await page.reload();
      await expectValues(page, sample, formCopy);
      await expectNoForeignText(page);

      // The provider never answers: the page as it reads while the send hangs.
      await interceptEmail(page, () => undefined);
      await formReady(page, formCopy);
      await form.submit.click();
      await expect(form.submit).toHaveText(formCopy.sendingLabel);
      await expect(form.submit).toBeDisabled();
      await expectNoForeignText(page);
    });

    test(`the notes and screens shown when something fails are in ${name}`, async ({ browser, page }) => {
      // The form's code cannot load: the owner's address takes its place.
      await page.route(/\/assets\/ContactForm-[^/]+\.js$/, (route) => route.abort('failed'));
      await page.goto(`${home}#contact`);
      await pageSettled(page);
      await expect(page.getByText(copy.contact.form.loadFailed)).toBeVisible();
      await expect(
        page.locator('#contact').getByRole('link', { name: copy.owner.email }).last(),
      ).toHaveAttribute('href', `mailto:${copy.owner.email}`);
      await expectNoForeignText(page);

      // A path that is not a page.
      await page.goto(unknown);
      await pageSettled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFound.title);
      await expectNoForeignText(page);

      // No JavaScript at all: the note in the form's place.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const scriptless = await context.newPage();
      await scriptless.goto(home);
      await expect(scriptless.getByText(copy.contact.form.noScript)).toBeVisible();
      await expectNoForeignText(scriptless);
      await context.close();
    });
  });
}
