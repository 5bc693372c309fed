import type { ComponentProps } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { enqueueSnackbar } from 'notistack';
import { expect, screen, userEvent, within } from 'storybook/test';
import { content } from '../../../src/content';
import { Toast } from '../../../src/components/feedback/Toast';
import { ToastProvider } from '../../../src/components/feedback/ToastProvider';
import { severities, type Severity } from '../../../src/theme/severities';
import { onPage } from '../../support/decorators';
import { allVariants } from '../../support/Variants';

const { toasts } = content.contact.form;

/** Each severity's copy: the contact form's own where it has one. */
const copy = {
  success: toasts.success,
  error: toasts.failure,
  warning: toasts.throttled,
  info: { title: 'Draft restored', text: 'What you typed last time is back in the form.' },
} satisfies Record<Severity, { title: string; text: string }>;

/**
 * The props notistack hands a toast; a toast drawn in place (not in the corner of the screen) so a
 * designer sees every severity at once and nothing covers the page.
 */
const inPlace = {
  id: 'story',
  persist: true,
  hideIconVariant: false,
  iconVariant: {},
  anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
  style: {},
} satisfies Partial<ComponentProps<typeof Toast>>;

const meta = {
  title: 'Components/Feedback/Toast',
  component: Toast,
  decorators: [onPage],
  args: { ...inPlace, variant: 'success', title: toasts.success.title, message: toasts.success.text },
  argTypes: {
    variant: { control: 'radio', options: severities },
    title: { control: 'text' },
    message: { control: 'text' },
    id: { table: { disable: true } },
    persist: { table: { disable: true } },
    hideIconVariant: { table: { disable: true } },
    iconVariant: { table: { disable: true } },
    anchorOrigin: { table: { disable: true } },
    style: { table: { disable: true } },
  },
  parameters: {
    guidelines: {
      do: ['Confirm what a visitor just did, or say why it failed and what to try.'],
      dont: [
        'Do not put anything a visitor must keep in a toast: it hides itself.',
        "Do not use one to report a form field's error: show it under the field.",
      ],
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every severity, with the contact form's own copy where it has one. */
export const AllVariants: Story = {
  ...allVariants(420, () =>
    severities.map((variant) => ({
      label: `variant: ${variant}`,
      node: <Toast {...inPlace} variant={variant} title={copy[variant].title} message={copy[variant].text} />,
    })),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(severities.length);
  },
};

/** On the site: pressing a button shows the toast at the bottom of the screen; it can be closed. */
export const Shown: Story = {
  render: () => (
    <ToastProvider duration={null}>
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          onClick={() => {
            enqueueSnackbar(toasts.success.text, { variant: 'success', title: toasts.success.title });
          }}
        >
          Show toast
        </Button>
      </Stack>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText(toasts.success.title)).toBeVisible();
  },
};
