import { expect, test, type Locator, type Page } from '@playwright/test';
import { content } from '@/content';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { fitTo } from '../support/text';
import {
  expectValues,
  fillForm,
  formFields,
  formReady,
  interceptEmail,
  okAnswer,
  openContactForm,
  toast,
  type FormValues,
} from '../support/contactForm';

/*
 * The contact form fed hostile input: markup and script, bidi overrides, emoji and ZWJ sequences,
 * null bytes, 10 000-character strings. Whatever is typed is sent as plain text, never becomes
 * part of the page, and the limits hold. (Ordinary behaviour of the form: contactForm.spec.ts.)
 */

const { fields, toasts, errors } = content.contact.form;
const fieldOrder = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

const pwn = {
  script: '<script>window.__pwned=1</script>',
  img: '<img src=x onerror=window.__pwned=1>',
  svg: '"><svg onload=alert(document.domain)>',
  iframe: '<iframe src="javascript:alert(1)"></iframe>',
  entity: '&lt;b&gt; &amp;amp; &#60;script&#62;',
  template: '{{email}} ${7*7} {{constructor.constructor("alert(1)")()}}',
};

/**
 * Watches for anything hostile input could make the page do: a dialog, the `__pwned` flag, and
 * elements that carry inline handlers or inline script, or that appear inside the form or a toast.
 * Only nodes added after the prerendered document was parsed are recorded.
 */
async function watchForInjection(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __injected: string[] }).__injected = log;
    const dangerous = new Set(['SCRIPT', 'IMG', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED']);
    const inspect = (element: Element) => {
      const handlers = Array.from(element.attributes).filter((attribute) => /^on/i.test(attribute.name));
      // The one inline script the page adds itself: the router's, which the boot code starts
      // after the first paint with the text the prerenderer held back (#app-start).
      const appStart = document.getElementById('app-start')?.textContent;
      const inlineScript =
        element.tagName === 'SCRIPT' && !element.hasAttribute('src') && element.textContent !== appStart;
      const inFormOrToast = Boolean(element.closest('form, [role="alert"]'));
      if (handlers.length > 0 || inlineScript || (dangerous.has(element.tagName) && inFormOrToast))
        log.push(element.outerHTML.slice(0, 200));
    };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof Element) [node, ...Array.from(node.querySelectorAll('*'))].forEach(inspect);
      }).observe(document, { childList: true, subtree: true });
    });
  });
  return async () => {
    const state = await page.evaluate(() => {
      const w = window as unknown as { __pwned?: unknown; __injected: string[] };
      const withHandlers = Array.from(document.querySelectorAll('*'))
        .filter((element) => Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)))
        .map((element) => element.outerHTML.slice(0, 200));
      return { pwned: w.__pwned, injected: w.__injected, withHandlers };
    });
    expect(state.pwned, 'window.__pwned').toBeUndefined();
    expect(state.injected, 'elements added by input').toEqual([]);
    expect(state.withHandlers, 'inline event handlers').toEqual([]);
    expect(dialogs, 'dialogs').toEqual([]);
    await expect(formFields(page).form.locator('script, img, iframe, frame, object, embed')).toHaveCount(0);
    await expect(page.getByRole('alert').locator('script, img, iframe, frame, object, embed')).toHaveCount(0);
  };
}

/** What the fields really hold (the browser applies maxLength and may normalise some characters). */
async function heldValues(page: Page): Promise<FormValues> {
  const form = formFields(page);
  const entries = await Promise.all(
    fieldOrder.map(async (name) => [name, await form[name].inputValue()] as const),
  );
  return Object.fromEntries(entries) as FormValues;
}

function templateParams(body: unknown) {
  return (body as { template_params: Record<string, string> }).template_params;
}

/** The toast's whole text, exactly: its title and line, as text (no markup, nothing else). */
async function expectToastText(alert: Locator, title: string, text: string) {
  await expect(alert).toBeVisible();
  await expect(alert.getByText(title, { exact: true })).toBeVisible();
  expect((await alert.innerText()).split('\n').filter(Boolean)).toEqual([title, text]);
}

test('markup and script typed into every field are sent as text and never become part of the page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const checkNoInjection = await watchForInjection(page);
  const bodies = await interceptEmail(page, okAnswer);
  await openContactForm(page);

  const hostile: FormValues = {
    firstName: pwn.script,
    lastName: pwn.img,
    // No space and one @: the form takes it for an address, so it must travel as plain text too.
    email: '<img/src=x/onerror=window.__pwned=1>@example.com',
    subject: `${pwn.svg} ${pwn.template}`,
    message: Object.values(pwn).join('\n'),
  };
  await fillForm(page, hostile);
  expect(await heldValues(page)).toEqual(hostile);

  // The unsent draft comes back from storage as values, not as markup.
  await page.reload();
  await pageSettled(page);
  await formReady(page);
  await expectValues(page, hostile);
  await checkNoInjection();

  await formFields(page).submit.click();
  await expectToastText(toast(page, toasts.success.title), toasts.success.title, toasts.success.text);
  expect(bodies).toHaveLength(1);
  expect(templateParams(bodies[0])).toEqual({
    ...hostile,
    fullName: `${hostile.firstName} ${hostile.lastName}`,
  });
  await checkNoInjection();
  expect(problems).toEqual([]);
});

test('bidi overrides and invisible characters are refused in names, email and subject; the message keeps them, exactly', async ({
  page,
}) => {
  const problems = watchConsole(page, [/status of 500/, /The contact form could not send the message/]);
  const checkNoInjection = await watchForInjection(page);
  let attempts = 0;
  const bodies = await interceptEmail(page, (route) => {
    attempts += 1;
    // The first answer is a failure whose body is markup: it is logged, never shown.
    return attempts === 1
      ? route.fulfill({ status: 500, contentType: 'text/html', body: pwn.img })
      : okAnswer(route);
  });
  await openContactForm(page);

  const typed: FormValues = {
    firstName: '\u202Eevil\u202C Ünïcødé e\u0301',
    lastName: 'Berg\u2066x\u2069',
    email: '\u200Bjana@example.com',
    subject: 'null\u0000byte\u0000 and \u200B zero width \uFEFF',
    message: 'RTL \u202Egnp.exe\u202C, LTR \u202D, isolate \u2066x\u2069\u0000\n\t标题 مرحبا שלום 🧑🏿‍💻 👩‍👩‍👧‍👦',
  };
  await fillForm(page, typed);
  const held = await heldValues(page);
  // Only null bytes may be dropped on the way into a field; everything else is kept as typed.
  for (const name of fieldOrder) {
    expect(held[name].replaceAll('\u0000', ''), name).toBe(typed[name].replaceAll('\u0000', ''));
  }
  // The reader of the owner's mail could not see them: each such field says so, nothing is sent.
  await formFields(page).submit.click();
  for (const name of ['firstName', 'lastName', 'email', 'subject'] as const) {
    await expect(formFields(page)[name], name).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(formFields(page).form.getByText(errors.invisibleCharacters)).toHaveCount(4);
  await expect(formFields(page).firstName).toBeFocused();
  expect(bodies).toEqual([]);

  // Typed again plainly, the names, email and subject pass; the message goes as it is held.
  const plain = {
    firstName: 'Ünïcødé e\u0301',
    lastName: 'Berg',
    email: 'jana@example.com',
    subject: 'Hello',
  };
  await fillForm(page, plain);
  await formFields(page).submit.click();
  await expectToastText(toast(page, toasts.failure.title), toasts.failure.title, toasts.failure.text);
  // A failure loses nothing.
  await expectValues(page, { ...held, ...plain });
  await checkNoInjection();

  await formFields(page).submit.click();
  await expectToastText(toast(page, toasts.success.title), toasts.success.title, toasts.success.text);
  expect(bodies).toHaveLength(2);
  for (const body of bodies) {
    expect(templateParams(body)).toEqual({
      ...held,
      ...plain,
      fullName: `${plain.firstName} ${plain.lastName}`,
    });
  }
  await checkNoInjection();
  expect(problems).toEqual([]);
});

test('an address pasted with no-break spaces around it is sent without them', async ({ page }) => {
  const bodies = await interceptEmail(page, okAnswer);
  await openContactForm(page);
  await fillForm(page, {
    email: '\u00A0jana@example.com\u00A0',
    message: 'Hello',
  });
  // The browser keeps non-ASCII spaces in an email field; the form accepts the address...
  await expect(formFields(page).email).toHaveValue('\u00A0jana@example.com\u00A0');
  await formFields(page).submit.click();
  await expect(toast(page, toasts.success.title)).toBeVisible();
  // ...and sends the address it validated, not the invisible spaces.
  expect(templateParams(bodies[0]).email).toBe('jana@example.com');
});

test('10 000 characters in every field: nothing is cut, each field says so, and what fits is sent', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const checkNoInjection = await watchForInjection(page);
  const bodies = await interceptEmail(page, okAnswer);
  await openContactForm(page);

  // 10 000 code units of mixed text: markup, accents, surrogate pairs and ZWJ sequences.
  const unit = `${pwn.script}Ünïcødé 👩‍👩‍👧‍👦 标题 `;
  const huge = unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000 - 1) + '.';
  expect(huge).toHaveLength(10_000);
  const hugeEmail = `${'a'.repeat(10_000 - '@example.com'.length)}@example.com`;
  const typed: FormValues = {
    firstName: huge,
    lastName: huge,
    email: hugeEmail,
    subject: huge,
    message: huge,
  };
  await fillForm(page, typed);

  // Nothing is cut (a cut address would be another address): each field keeps all of it and
  // says it is too long, and nothing is sent.
  const held = await heldValues(page);
  expect(held).toEqual(typed);
  for (const name of fieldOrder) {
    await expect(formFields(page)[name]).not.toHaveAttribute('maxlength');
    await expect(formFields(page)[name], name).toHaveAttribute('aria-invalid', 'true');
  }
  // The emoji's zero-width joiners are refused in names and subject first; the rest is too long.
  await expect(formFields(page).form.getByText(errors.invisibleCharacters)).toHaveCount(3);
  for (const maxLength of [fields.email.maxLength, fields.message.maxLength]) {
    const tooLong = errors.tooLong.replace('{max}', String(maxLength));
    await expect(formFields(page).form.getByText(tooLong)).toBeVisible();
  }
  await expect(formFields(page).form.getByText('10,000 / 5000')).toBeVisible();
  await formFields(page).submit.click();
  await expect(formFields(page).firstName).toBeFocused();
  expect(bodies).toEqual([]);

  // Cut between code points, as a visitor shortening the text would.
  const fitting = {
    firstName: fitTo(huge.replaceAll('\u200D', ''), 100),
    lastName: fitTo(huge.replaceAll('\u200D', ''), 90),
    email: 'jana@example.com',
    subject: fitTo(huge.replaceAll('\u200D', ''), 200),
    message: fitTo(huge, 5000),
  };
  await fillForm(page, fitting);
  await formFields(page).submit.click();
  await expect(toast(page, toasts.success.title)).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(templateParams(bodies[0])).toEqual({
    ...fitting,
    fullName: `${fitting.firstName.trim()} ${fitting.lastName.trim()}`,
  });
  await checkNoInjection();
  expect(problems).toEqual([]);
});
