import type { ComponentProps } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { enqueueSnackbar } from 'notistack';
import { expect, screen, userEvent, within } from 'storybook/test';
import { content } from '@/content';
import { Toast } from '@/components/feedback/Toast';
import { ToastProvider } from '@/components/feedback/ToastProvider';
import { useLocale, useSiteContent } from '@/i18n/SiteContentProvider';
import type { Locale } from '@/i18n/locales';
import { severities, type Severity } from '@/theme/severities';
import { onPage } from '../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { contentFor, localeFor } from '../../support/storyContent';
import { noControls, Variants } from '../../support/Variants';

const { toasts } = content.contact.form;

interface ToastCopy {
  title: string;
  text: string;
}

/** The site sends no information toast; this one shows how it would look, in each language. */
/** Sample copy per language; a language without its own shows the English. */
const infoSample: Partial<Record<Locale, ToastCopy>> & { en: ToastCopy } = {
  en: { title: 'Draft restored', text: 'What you typed last time is back in the form.' },
  de: {
    title: 'Entwurf wiederhergestellt',
    text: 'Was Sie zuletzt eingegeben haben, steht wieder im Formular.',
  },
};

/** Each severity's copy in the toolbar's language: the contact form's own where it has one. */
function useSeverityCopy(): Record<Severity, ToastCopy> {
  const form = useSiteContent().contact.form;
  return {
    success: form.toasts.success,
    error: form.toasts.failure,
    warning: form.toasts.throttled,
    info: infoSample[useLocale()] ?? infoSample.en,
  };
}

function EverySeverity() {
  const copy = useSeverityCopy();
  return (
    <Variants
      minWidth={420}
      variants={severities.map((variant) => ({
        label: `variant: ${variant}`,
        node: (
          <Toast {...inPlace} variant={variant} title={copy[variant].title} message={copy[variant].text} />
        ),
      }))}
    />
  );
}

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
    accessibility: {
      keyboard:
        'Focus stays where it was when a toast appears. Its close button comes after the content that showed it (the contact form) in tab order; Enter or Space closes it.',
      screenReader:
        'An alert (role alert), so its title and message are read as soon as it appears; the close button is named in the page\u2019s language (\u201cClose\u201d).',
    },
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
  name: 'All variants',
  parameters: noControls,
  render: () => <EverySeverity />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(severities.length);
  },
};

/** The close button's states on a success and an error toast: each severity tints it its own way. */
function CloseButtonStates() {
  const copy = useSeverityCopy();
  return (
    // As wide as the site draws a toast where there is room; narrower on a docs page.
    <StatesBoard
      minWidth={360}
      maxWidth={420}
      samples={(['success', 'error'] as const).map((variant) => ({
        label: `variant: ${variant}`,
        node: (
          <Toast {...inPlace} variant={variant} title={copy[variant].title} message={copy[variant].text} />
        ),
      }))}
    />
  );
}

/**
 * The close button at rest, under the pointer, focused from the keyboard and pressed: the pointer
 * and a press tint it in the neutral, which shows on the toast's fill too; the focus ring is the
 * site's one, drawn in the toast's text colour on its own fill (Foundations/Tokens:
 * `action.neutralHover`, `action.neutralPressed`, `focusRingOnFill`).
 */
export const States: Story = {
  ...statesStory,
  render: () => <CloseButtonStates />,
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 2);
  },
};

/** The label of the story's own button (the site has none), in each language. */
const showToastLabel: Partial<Record<Locale, string>> & { en: string } = {
  en: 'Show toast',
  de: 'Hinweis zeigen',
};

/** A button that shows the success toast, as the contact form does after a send. */
function ShowToastButton() {
  const { success } = useSiteContent().contact.form.toasts;
  const label = showToastLabel[useLocale()] ?? showToastLabel.en;
  return (
    <Button
      variant="contained"
      onClick={() => {
        enqueueSnackbar(success.text, { variant: 'success', title: success.title });
      }}
    >
      {label}
    </Button>
  );
}

/** On the site: pressing a button shows the toast at the bottom of the screen; it can be closed. */
export const Shown: Story = {
  parameters: noControls,
  render: () => (
    <ToastProvider duration={null}>
      <Stack direction="row" spacing={2}>
        <ShowToastButton />
      </Stack>
    </ToastProvider>
  ),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: showToastLabel[localeFor(globals)] ?? showToastLabel.en,
      }),
    );
    const { success } = contentFor(globals).contact.form.toasts;
    await expect(await screen.findByText(success.title)).toBeVisible();
  },
};
