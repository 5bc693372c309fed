import { lazy } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ContactFormContent } from '@/content/types';
import { contactLayout } from '@/sections/contact/Contact';
import { findEmailLink } from '@/sections/contact/DirectEmailNote';
import { ContactForm } from '@/sections/contact/form/ContactForm';
import { DeferredContactForm } from '@/sections/contact/form/DeferredContactForm';
import { fieldNames, type FieldName } from '@/sections/contact/form/contactFormModel';
import { draftKey, lastSentKey } from '@/sections/contact/form/formStorage';
import { acceptingEmail, failingEmail, pendingEmail, tooManyRequestsEmail } from './fakeServices';
import { contentFor, localeFor } from './storyContent';
import { inSectionColumn } from './decorators';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/i18n/format';

/**
 * What the contact-form stories share, in every language: the form on the page at the width it
 * has on the site, a browser storage of the story's own, and the steps a visitor takes.
 */

const inFormColumn = inSectionColumn('default', contactLayout.form, contactLayout.spacing);
const acrossSection = inSectionColumn('default', 12, contactLayout.spacing);

/**
 * The form in its column of the contact section, on the section's tone, as on the site; a board of
 * its parts' states (`parameters.acrossSection`) across the section, since two samples side by
 * side are wider than that column on a docs page.
 */
const onFormColumn: Decorator = (Story, context) =>
  (context.parameters.acrossSection ? acrossSection : inFormColumn)(Story, context);

/**
 * The browser storage with the form's own entries (a draft, the last send) kept in memory, per
 * story; everything else (the colour scheme the theme keeps there) goes to the real one.
 */
function storageOfOwnForm(real: Storage): Storage {
  const items = new Map<string, string>();
  const isForms = (key: string) => key.startsWith('contact-form:');
  return {
    get length() {
      return real.length;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => (isForms(key) ? (items.get(key) ?? null) : real.getItem(key)),
    key: (index) => real.key(index),
    removeItem: (key) => {
      if (isForms(key)) items.delete(key);
      else real.removeItem(key);
    },
    setItem: (key, value) => {
      if (isForms(key)) items.set(key, value);
      else real.setItem(key, value);
    },
  };
}

/**
 * Each story starts from an empty storage of its own (local and session storage): no draft, no
 * throttle from an earlier send, and nothing it stores reaches another story (a docs page shows
 * them all at once).
 */
function ownStorage() {
  const kinds = ['localStorage', 'sessionStorage'] as const;
  const real = kinds.map((kind) => [kind, Object.getOwnPropertyDescriptor(window, kind)] as const);
  for (const kind of kinds) {
    Object.defineProperty(window, kind, { configurable: true, value: storageOfOwnForm(window[kind]) });
  }
  return () => {
    for (const [kind, descriptor] of real) if (descriptor) Object.defineProperty(window, kind, descriptor);
  };
}

/** The form's do and don't notes, in every language. */
const contactFormGuidelines = {
  do: [
    'Ask only what a reply needs: the email address and the message are required, every other field optional.',
    'Write each error to say how to fix it, under its field ("… e.g. name@example.com").',
    'Keep toasts for the outcome of a send: sent, failed, or too soon after the last message.',
    'In German, address the visitor as "Sie", as all German copy does.',
    'In German too, keep labels to one word ("Vorname", "Betreff"): first and last name share a row from the sm breakpoint up.',
  ],
  dont: [
    'Do not disable Send while fields are invalid: pressing it shows every error and moves focus to the first.',
    "Do not report a field's error in a toast, or the result of a send under a field.",
    'Do not flag a field the visitor only passed through empty: what was typed is checked as they leave the field, an empty one when they press Send.',
  ],
};

/**
 * The meta of the contact-form stories. Toasts stay until dismissed: designers can read them, and
 * snapshots never race their timer. On the docs page each state is its own frame, so its play
 * function runs there too (the page shows sending, sent, failed… not the idle form again) and its
 * toast sits at the bottom of that frame, below the form, over no field.
 */
export function contactFormMeta(copy: ContactFormContent) {
  return {
    component: ContactForm,
    args: { copy, toastDuration: null as number | null },
    argTypes: {
      copy: { control: false as const },
      toastDuration: { control: { type: 'number' as const, min: 0, step: 1000 } },
    },
    decorators: [onFormColumn],
    beforeEach: ownStorage,
    parameters: {
      sourceFile: 'src/sections/contact/form/ContactForm.tsx',
      accessibility: {
        keyboard:
          'Tab moves through the fields in order, then to Send; Enter in a one-line field sends; after a send with mistakes, focus moves to the first field with an error.',
        screenReader:
          'Each field is named by its label and says when it is required; an error is read with its field; the outcome of a send is announced as it appears (the toasts are alerts).',
      },
      guidelines: contactFormGuidelines,
      docs: { story: { inline: false, iframeHeight: 940 } },
    },
  };
}

/** The field with this label (the required ones have a hint after it). */
export const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The submit button, whether it says "Send" or "Sending…". */
export const submitButton = (canvasElement: HTMLElement, copy: ContactFormContent) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`${copy.submitLabel}|${copy.sendingLabel}`) });

/**
 * One story at a time at the keyboard: a docs page runs every state's play at once, each in its
 * own frame, and a click or keystroke in one frame takes the focus from the others, whose letters
 * would be lost. A story on its own never waits.
 */
const atTheKeyboard = <Result,>(act: () => Promise<Result>) =>
  navigator.locks.request('contact-form-stories:keyboard', act);

/** Types into a field as a visitor would. */
export const typeInto = (element: HTMLElement, text: string) =>
  atTheKeyboard(() => userEvent.type(element, text));

/** Presses a button as a visitor would. */
export const press = (element: HTMLElement) => atTheKeyboard(() => userEvent.click(element));

/** Pastes text into a field, as a visitor with a message written elsewhere would. */
export const pasteInto = (element: HTMLElement, text: string) =>
  atTheKeyboard(async () => {
    await userEvent.click(element);
    await userEvent.paste(text);
  });

/**
 * Puts a message in every field, as a visitor would: typed key by key, or pasted. Where the
 * state a story shows comes after the typing (sending, sent, refused), pasting gets it there in
 * one step per field instead of a render per key.
 */
export async function fillIn(
  canvasElement: HTMLElement,
  copy: ContactFormContent,
  values: Record<FieldName, string>,
  enter: (element: HTMLElement, text: string) => Promise<void> = typeInto,
) {
  for (const name of fieldNames) {
    await enter(field(canvasElement, copy.fields[name].label), values[name]);
  }
}

/** The form's code on a connection that never delivers it, and on one that fails. */
const neverArrivingForm = lazy(() => new Promise<never>(() => undefined));
const failingToLoadForm = lazy(() =>
  Promise.reject(new Error('The contact form’s code could not be loaded (story).')),
);

/**
 * The form as the home page places it (DeferredContactForm), with its code `form`: the args' copy,
 * and the owner's address from the content of the story's language.
 */
const deferred =
  (form: typeof neverArrivingForm) =>
  ({ copy }: { copy: ContactFormContent }, { globals }: Pick<PlayContext, 'globals'>) => (
    <DeferredContactForm copy={copy} email={findEmailLink(contentFor(globals).contact.links)} form={form} />
  );

/** What a story's play function (and `beforeEach`) is given and uses. */
interface PlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

/** The form's copy in the story's language: the toolbar's, or the one its story file sets. */
const copyOf = ({ globals }: Pick<PlayContext, 'globals'>) => contentFor(globals).contact.form;

/**
 * Every state of the contact form, with a message a visitor might send in each language (`drafts`).
 * Each play types and looks for the copy of the story's language, so it passes in either.
 */
export function contactFormStates(
  drafts: Partial<Record<Locale, Record<FieldName, string>>> & { en: Record<FieldName, string> },
) {
  const draftOf = ({ globals }: Pick<PlayContext, 'globals'>) => drafts[localeFor(globals)] ?? drafts.en;
  const fieldOf = (context: PlayContext, name: FieldName) =>
    field(context.canvasElement, copyOf(context).fields[name].label);
  const fill = (context: PlayContext, enter = pasteInto) =>
    fillIn(context.canvasElement, copyOf(context), draftOf(context), enter);
  const submit = (context: PlayContext) => press(submitButton(context.canvasElement, copyOf(context)));
  const button = (context: PlayContext, name: string) =>
    within(context.canvasElement).getByRole('button', { name });
  const limitOf = (context: Pick<PlayContext, 'globals'>) => copyOf(context).fields.message.maxLength;
  const counter = (context: PlayContext, length: number) => `${String(length)} / ${String(limitOf(context))}`;
  /**
   * Puts an entry in the story's browser storage before it renders (the value read then): the
   * draft in session storage, the rest in local storage, as the form keeps them.
   */
  const stored =
    (key: string, value: (context: Pick<PlayContext, 'globals'>) => string) =>
    (context: Pick<PlayContext, 'globals'>) => {
      (key === draftKey ? sessionStorage : localStorage).setItem(key, value(context));
    };
  const formatted = (context: Pick<PlayContext, 'globals'>, value: number) =>
    formatNumber(value, localeFor(context.globals));
  const overLimit = (context: Pick<PlayContext, 'globals'>) => {
    const { message } = draftOf(context);
    return `${message} `
      .repeat(Math.ceil((limitOf(context) + 40) / message.length))
      .slice(0, limitOf(context) + 40);
  };
  const nearLimit = (context: Pick<PlayContext, 'globals'>) => {
    const limit = limitOf(context);
    const { message } = draftOf(context);
    return `${message} `.repeat(Math.ceil(limit / message.length)).slice(0, limit - 10);
  };

  return {
    /**
     * After a move to the home page inside the site, before the form's code has arrived: a quiet
     * placeholder holds its place, each field, line and the Send button as large as the form's in
     * either language, so nothing moves when the form arrives.
     */
    loading: {
      render: deferred(neverArrivingForm),
      play: async ({ canvasElement }: PlayContext) => {
        await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeVisible();
        await expect(within(canvasElement).queryByRole('form')).toBeNull();
      },
    },
    /** The form's code failed to load (a flaky connection): the owner's address takes its place. */
    loadFailed: {
      render: deferred(failingToLoadForm),
      play: async (context: PlayContext) => {
        const canvas = within(context.canvasElement);
        const email = findEmailLink(contentFor(context.globals).contact.links);
        await expect(await canvas.findByText(copyOf(context).loadFailed)).toBeVisible();
        if (email)
          await expect(canvas.getByRole('link', { name: email.detail })).toHaveAttribute('href', email.href);
      },
    },
    /** Empty, as a visitor first sees it. */
    idle: {
      play: async (context: PlayContext) => {
        await expect(fieldOf(context, 'message')).toHaveAttribute('rows', '5');
        await expect(within(context.canvasElement).getByText(counter(context, 0))).toBeVisible();
        await expect(button(context, copyOf(context).submitLabel)).toBeEnabled();
      },
    },
    /** Every field typed in, key by key; the counter follows the message. */
    filled: {
      play: async (context: PlayContext) => {
        await fill(context, typeInto);
        await expect(
          within(context.canvasElement).getByText(counter(context, draftOf(context).message.length)),
        ).toBeVisible();
      },
    },
    /** Submitted empty: inline errors, focus on the first invalid field, nothing sent. */
    invalid: {
      parameters: {
        a11y: {
          inconclusive: {
            'color-contrast': {
              onPhone:
                'the email field\u2019s raised label straddles the field\u2019s top edge and reaches into its text box: part of it stands on the field\u2019s colour, part on the form\u2019s frame, and axe cannot pick one background. On a desktop the same label is measured, and passes.',
            },
          },
        },
      },
      play: async (context: PlayContext) => {
        const { errors } = copyOf(context);
        await typeInto(fieldOf(context, 'email'), 'jana@');
        await submit(context);
        // Matched as written: a message may hold a no-break space ("z. B."), which the default
        // normalizer would turn into a plain one.
        const asWritten = { normalizer: (text: string) => text };
        const form = within(context.canvasElement);
        await expect(await form.findByText(errors.emailInvalid, asWritten)).toBeVisible();
        await expect(form.getByText(errors.messageRequired, asWritten)).toBeVisible();
        await waitFor(() => expect(fieldOf(context, 'email')).toHaveFocus());
      },
    },
    /** The provider has not answered yet: the button is disabled and says so. */
    sending: {
      parameters: { services: { email: pendingEmail } },
      play: async (context: PlayContext) => {
        await fill(context);
        await submit(context);
        await expect(button(context, copyOf(context).sendingLabel)).toBeDisabled();
      },
    },
    /** Sent: the form is empty again and a toast confirms it. */
    success: {
      parameters: { services: { email: acceptingEmail } },
      play: async (context: PlayContext) => {
        const { success } = copyOf(context).toasts;
        await fill(context);
        await submit(context);
        await expect(await screen.findByText(success.title)).toBeVisible();
        await expect(screen.getByText(success.text)).toBeVisible();
        await expect(fieldOf(context, 'firstName')).toHaveValue('');
      },
    },
    /** The provider refused: an error toast, and everything typed is still there. */
    failure: {
      parameters: { services: { email: failingEmail } },
      play: async (context: PlayContext) => {
        const copy = copyOf(context);
        await fill(context);
        await submit(context);
        await expect(await screen.findByText(copy.toasts.failure.title)).toBeVisible();
        await expect(screen.getByText(copy.toasts.failure.text)).toBeVisible();
        await expect(fieldOf(context, 'firstName')).toHaveValue(draftOf(context).firstName);
        await expect(button(context, copy.submitLabel)).toBeEnabled();
      },
    },
    /** A message was sent from this browser less than a minute ago: the next one waits, and says so. */
    throttled: {
      beforeEach: stored(lastSentKey, () => String(Date.now())),
      play: async (context: PlayContext) => {
        await fill(context);
        await submit(context);
        await expect(await screen.findByText(copyOf(context).toasts.throttled.title)).toBeVisible();
        await expect(fieldOf(context, 'firstName')).toHaveValue(draftOf(context).firstName);
      },
    },
    /** The visitor left (or reloaded) with an unsent message: it is back, as they left it, and says so. */
    draftRestored: {
      beforeEach: stored(draftKey, (context) => JSON.stringify(draftOf(context))),
      play: async (context: PlayContext) => {
        const draft = draftOf(context);
        await waitFor(() => expect(fieldOf(context, 'firstName')).toHaveValue(draft.firstName));
        await expect(fieldOf(context, 'message')).toHaveValue(draft.message);
        // It says the message was brought back, and offers to discard it.
        const note = within(context.canvasElement).getByRole('status');
        await expect(note).toHaveTextContent(copyOf(context).draftRestored);
        await expect(within(note).getByRole('button', { name: copyOf(context).discardDraft })).toBeEnabled();
      },
    },
    /**
     * A name and an address pasted with characters no one can see (a text-direction override, a
     * zero-width space): each field says so at once, and nothing can be sent until they are gone.
     */
    misleadingCharacters: {
      play: async (context: PlayContext) => {
        const { errors } = copyOf(context);
        const draft = draftOf(context);
        await pasteInto(fieldOf(context, 'lastName'), `${draft.lastName}\u202Emoc.liame`);
        await pasteInto(fieldOf(context, 'email'), `\u200B${draft.email}`);
        const asWritten = { normalizer: (text: string) => text };
        const shown = await within(context.canvasElement).findAllByText(
          errors.invisibleCharacters,
          asWritten,
        );
        await expect(shown).toHaveLength(2);
        await expect(fieldOf(context, 'email')).toHaveAttribute('aria-invalid', 'true');
      },
    },
    /** A message pasted past the limit: kept whole, the counter over the limit and the field says so. */
    overTheLimit: {
      beforeEach: stored(draftKey, (context) =>
        JSON.stringify({ ...draftOf(context), message: overLimit(context) }),
      ),
      play: async (context: PlayContext) => {
        const { errors } = copyOf(context);
        const tooLong = errors.tooLong.replace('{max}', formatted(context, limitOf(context)));
        const asWritten = { normalizer: (text: string) => text };
        await expect(await within(context.canvasElement).findByText(tooLong, asWritten)).toBeVisible();
        await expect(fieldOf(context, 'message')).toHaveAttribute('aria-invalid', 'true');
      },
    },
    /** The provider asked for fewer requests (429): the toast says when the form will try again. */
    backingOff: {
      parameters: { services: { email: tooManyRequestsEmail } },
      play: async (context: PlayContext) => {
        const { toasts } = copyOf(context);
        await fill(context);
        await submit(context);
        await expect(await screen.findByText(toasts.failure.title)).toBeVisible();
        const retryIn = toasts.retryIn.replace('{seconds}', '10');
        const asWritten = { normalizer: (text: string) => text };
        await expect(screen.getByText(`${toasts.failure.text} ${retryIn}`, asWritten)).toBeVisible();
        await expect(fieldOf(context, 'firstName')).toHaveValue(draftOf(context).firstName);
      },
    },
    /** A message ten characters short of the limit: the counter shows how much room is left. */
    nearTheLimit: {
      beforeEach: stored(draftKey, (context) =>
        JSON.stringify({ ...draftOf(context), message: nearLimit(context) }),
      ),
      play: async (context: PlayContext) => {
        const shown = counter(context, limitOf(context) - 10);
        await expect(await within(context.canvasElement).findByText(shown)).toBeVisible();
      },
    },
  };
}
