import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { contentDe } from '../../../../src/content/de';
import type { ContactForm } from '../../../../src/sections/contact/form/ContactForm';
import * as form from '../../../support/contactForm';
import { failingEmail, pendingEmail } from '../../../support/fakeServices';

const copy = contentDe.contact.form;
const { fields } = copy;

/** The contact form's states in German: labels, hints, counter, validation messages and toasts. */
const meta = {
  title: 'Sections/Contact/Contact form in German',
  ...form.contactFormMeta(copy),
  // An object literal: Storybook adds the docs description to it (it would replace any other value).
  parameters: {
    ...form.contactFormMeta(copy).parameters,
    guidelines: {
      do: [
        ...form.contactFormGuidelines.do,
        'Address the visitor as "Sie", as all German copy does.',
        'Keep labels to one word ("Vorname", "Betreff"): first and last name share a row from the sm breakpoint up.',
      ],
      dont: form.contactFormGuidelines.dont,
    },
  },
  globals: { locale: 'de' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = (canvasElement: HTMLElement) =>
  form.fillIn(canvasElement, copy, {
    firstName: 'Jana',
    lastName: 'Berg',
    email: 'jana@example.com',
    subject: 'Keynote in Hamburg',
    message: 'Würden Sie die Eröffnungskeynote unserer Produktkonferenz im Mai halten?',
  });

const submit = (canvasElement: HTMLElement) => form.press(form.submitButton(canvasElement, copy));

export const Idle: Story = {
  parameters: form.emptyFieldsParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 / 5000')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: copy.submitLabel })).toBeEnabled();
  },
};

export const Invalid: Story = {
  tags: ['on-phone'],
  parameters: form.emptyFieldsParameters,
  play: async ({ canvasElement }) => {
    await form.typeInto(form.field(canvasElement, fields.email.label), 'jana@');
    await submit(canvasElement);
    // Matched as written: the message holds a no-break space ("z. B."), which the default
    // normalizer would turn into a plain one.
    await expect(
      await within(canvasElement).findByText(copy.errors.emailInvalid, { normalizer: (text) => text }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(copy.errors.messageRequired)).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { services: { email: pendingEmail } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: copy.sendingLabel })).toBeDisabled();
  },
};

export const Success: Story = {
  parameters: form.emptyFieldsParameters,
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText(copy.toasts.success.title)).toBeVisible();
    await expect(screen.getByText(copy.toasts.success.text)).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: { services: { email: failingEmail } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText(copy.toasts.failure.title)).toBeVisible();
    await expect(form.field(canvasElement, fields.firstName.label)).toHaveValue('Jana');
  },
};
