import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { contentDe } from '../../src/content/de';
import { ContactForm } from '../../src/sections/contact/form/ContactForm';
import { phone } from '../support/decorators';
import { failingEmail, pendingEmail } from '../support/fakeServices';

const copy = contentDe.contact.form;
const { fields } = copy;

/** The contact form's states in German: labels, hints, counter, validation messages and toasts. */
const meta = {
  title: 'German/Contact form',
  component: ContactForm,
  args: { copy, toastDuration: null },
  globals: { locale: 'de' },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, minHeight: '100vh' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem('contact-form:draft');
    localStorage.removeItem('contact-form:last-sent');
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillIn(canvasElement: HTMLElement) {
  await userEvent.type(field(canvasElement, fields.firstName.label), 'Jana');
  await userEvent.type(field(canvasElement, fields.lastName.label), 'Berg');
  await userEvent.type(field(canvasElement, fields.email.label), 'jana@example.com');
  await userEvent.type(field(canvasElement, fields.subject.label), 'Keynote in Hamburg');
  await userEvent.type(
    field(canvasElement, fields.message.label),
    'Würden Sie die Eröffnungskeynote unserer Produktkonferenz im Mai halten?',
  );
}

const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`${copy.submitLabel}|${copy.sendingLabel}`) });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 / 5000')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: copy.submitLabel })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, fields.email.label), 'jana@');
    await userEvent.click(submit(canvasElement));
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
    await userEvent.click(submit(canvasElement));
    await expect(within(canvasElement).getByRole('button', { name: copy.sendingLabel })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submit(canvasElement));
    await expect(await screen.findByText(copy.toasts.success.title)).toBeVisible();
    await expect(screen.getByText(copy.toasts.success.text)).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: { services: { email: failingEmail } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submit(canvasElement));
    await expect(await screen.findByText(copy.toasts.failure.title)).toBeVisible();
    await expect(field(canvasElement, fields.firstName.label)).toHaveValue('Jana');
  },
};

export const InvalidOnPhone: Story = { ...Invalid, name: 'Invalid on phone', globals: phone };
