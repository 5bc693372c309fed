import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { content } from '../../../../src/content';
import { ContactForm } from '../../../../src/sections/contact/form/ContactForm';
import {
  contactFormMeta,
  emptyFieldsParameters,
  field,
  fillIn as fillInFields,
  press,
  submitButton,
  typeInto,
} from '../../../support/contactForm';
import { acceptingEmail, failingEmail, pendingEmail } from '../../../support/fakeServices';

const copy = content.contact.form;
const { fields } = copy;

const meta = {
  title: 'Sections/Contact/Contact form',
  ...contactFormMeta(copy),
  parameters: { ...contactFormMeta(copy).parameters, services: { email: acceptingEmail } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sampleMessage = 'Would you give the opening keynote at our product conference in May?';

const draft = {
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Keynote in Hamburg',
  message: sampleMessage,
};

const fillIn = (canvasElement: HTMLElement) => fillInFields(canvasElement, copy, draft);
const submit = (canvasElement: HTMLElement) => press(submitButton(canvasElement, copy));

/** Empty, as a visitor first sees it. */
export const Idle: Story = {
  tags: ['on-phone'],
  parameters: emptyFieldsParameters,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(field(canvasElement, fields.message.label)).toHaveAttribute('rows', '5');
    await expect(form.getByRole('button', { name: copy.submitLabel })).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(within(canvasElement).getByText(`${String(sampleMessage.length)} / 5000`)).toBeVisible();
  },
};

/** Submitted empty: inline errors, focus on the first invalid field, nothing sent. */
export const Invalid: Story = {
  parameters: emptyFieldsParameters,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await typeInto(field(canvasElement, fields.email.label), 'jana@');
    await submit(canvasElement);
    await expect(await form.findByText(copy.errors.emailInvalid)).toBeVisible();
    await expect(form.getByText(copy.errors.messageRequired)).toBeVisible();
    await waitFor(() => expect(field(canvasElement, fields.email.label)).toHaveFocus());
  },
};

/** The provider has not answered yet: the button is disabled and says so. */
export const Sending: Story = {
  parameters: { services: { email: pendingEmail } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: copy.sendingLabel });
    await expect(button).toBeDisabled();
  },
};

/** Sent: the form is empty again and a toast confirms it. */
export const Success: Story = {
  parameters: emptyFieldsParameters,
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText(copy.toasts.success.title)).toBeVisible();
    await expect(screen.getByText(copy.toasts.success.text)).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: fields.firstName.label })).toHaveValue(
      '',
    );
  },
};

/** The provider refused: an error toast, and everything typed is still there. */
export const Failure: Story = {
  parameters: { services: { email: failingEmail } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText(copy.toasts.failure.title)).toBeVisible();
    await expect(screen.getByText(copy.toasts.failure.text)).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: fields.firstName.label })).toHaveValue(
      'Jana',
    );
    await expect(within(canvasElement).getByRole('button', { name: copy.submitLabel })).toBeEnabled();
  },
};

/** A message was sent from this browser less than a minute ago: the next one waits, and says so. */
export const Throttled: Story = {
  beforeEach: () => {
    localStorage.setItem('contact-form:last-sent', String(Date.now()));
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText(copy.toasts.throttled.title)).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: fields.firstName.label })).toHaveValue(
      'Jana',
    );
  },
};

/** The visitor left (or reloaded) with an unsent message: it is back, as they left it. */
export const DraftRestored: Story = {
  beforeEach: () => {
    localStorage.setItem('contact-form:draft', JSON.stringify(draft));
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: fields.firstName.label })).toHaveValue('Jana'),
    );
    await expect(field(canvasElement, fields.message.label)).toHaveValue(sampleMessage);
  },
};

const limit = fields.message.maxLength;
const nearLimit = `${sampleMessage} `.repeat(Math.ceil(limit / sampleMessage.length)).slice(0, limit - 10);

/** A message ten characters short of the limit: the counter shows how much room is left. */
export const NearTheLimit: Story = {
  beforeEach: () => {
    localStorage.setItem('contact-form:draft', JSON.stringify({ ...draft, message: nearLimit }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(`${String(limit - 10)} / ${String(limit)}`),
    ).toBeVisible();
  },
};
