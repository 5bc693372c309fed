import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { content } from '../../../../src/content';
import { ContactForm } from '../../../../src/sections/contact/form/ContactForm';
import { phone } from '../../../support/decorators';
import { acceptingEmail, failingEmail, pendingEmail } from '../../../support/fakeServices';

const copy = content.contact.form;
const { fields } = copy;

const meta = {
  title: 'Sections/Contact/Contact form',
  component: ContactForm,
  // Toasts stay until dismissed: designers can read them, and snapshots never race their timer.
  args: { copy, toastDuration: null },
  parameters: { services: { email: acceptingEmail } },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, minHeight: '100vh' }}>
        <Story />
      </Box>
    ),
  ],
  // Each story starts from a clean browser: no saved draft, no throttle from an earlier send.
  beforeEach: () => {
    localStorage.removeItem('contact-form:draft');
    localStorage.removeItem('contact-form:last-sent');
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sampleMessage = 'Would you give the opening keynote at our product conference in May?';

async function fillIn(canvasElement: HTMLElement) {
  const form = within(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: fields.firstName.label }), 'Jana');
  await userEvent.type(form.getByRole('textbox', { name: fields.lastName.label }), 'Berg');
  await userEvent.type(
    form.getByRole('textbox', { name: new RegExp(`^${fields.email.label}`) }),
    'jana@example.com',
  );
  await userEvent.type(form.getByRole('textbox', { name: fields.subject.label }), 'Keynote in Hamburg');
  await userEvent.type(
    form.getByRole('textbox', { name: new RegExp(`^${fields.message.label}`) }),
    sampleMessage,
  );
}

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`${copy.submitLabel}|${copy.sendingLabel}`) });

/** Empty, as a visitor first sees it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: new RegExp(`^${fields.message.label}`) })).toHaveAttribute(
      'rows',
      '5',
    );
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
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(`^${fields.email.label}`) }), 'jana@');
    await userEvent.click(submitButton(canvasElement));
    await expect(await form.findByText(copy.errors.emailInvalid)).toBeVisible();
    await expect(form.getByText(copy.errors.messageRequired)).toBeVisible();
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: new RegExp(`^${fields.email.label}`) })).toHaveFocus(),
    );
  },
};

/** The provider has not answered yet: the button is disabled and says so. */
export const Sending: Story = {
  parameters: { services: { email: pendingEmail } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    const button = within(canvasElement).getByRole('button', { name: copy.sendingLabel });
    await expect(button).toBeDisabled();
  },
};

/** Sent: the form is empty again and a toast confirms it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
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
    await userEvent.click(submitButton(canvasElement));
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
    await userEvent.click(submitButton(canvasElement));
    await expect(await screen.findByText(copy.toasts.throttled.title)).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: fields.firstName.label })).toHaveValue(
      'Jana',
    );
  },
};

const draft = {
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Keynote in Hamburg',
  message: sampleMessage,
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
    await expect(form.getByRole('textbox', { name: new RegExp(`^${fields.message.label}`) })).toHaveValue(
      sampleMessage,
    );
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

export const Phone: Story = { globals: phone };
