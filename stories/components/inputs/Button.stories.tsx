import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import CalendarMonthRounded from '@/components/icons/material/CalendarMonthRounded';
import SendRounded from '@/components/icons/material/SendRounded';
import { buttonLinkSizes, buttonLinkVariants } from '@/components/links/ButtonLink';
import { content } from '@/content';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { accents } from '@/theme/accents';
import { onPage } from '../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { Variants, noControls } from '../../support/Variants';
import { contentFor } from '../../support/storyContent';

/** The sizes a button comes in: ButtonLink's two, and small for a quiet action inside a note. */
const buttonSizes = ['small', ...buttonLinkSizes] as const;

const meta = {
  title: 'Components/Inputs/Button',
  component: Button,
  decorators: [onPage],
  args: {
    children: content.contact.form.submitLabel,
    variant: 'contained',
    color: 'primary',
    size: 'medium',
    disabled: false,
    loading: false,
    onClick: fn(),
  },
  // MUI's Button, as the theme draws it: only the props the site sets are listed, each as the site uses it.
  // Each row declares its type: Storybook lists the rows it infers from args before declared ones,
  // which would put the required label last.
  argTypes: {
    // Required here though MUI's is optional: a button without a label has no name to announce.
    children: {
      control: 'text',
      description: 'The label: a verb that says what happens ("Send Message").',
      type: { name: 'string', required: true },
    },
    variant: {
      type: { name: 'string' },
      control: 'radio',
      options: buttonLinkVariants,
      description:
        'Contained for the main action of a view (Send, Schedule a Chat), outlined beside it (Reload page, load the calendar here), text for a quiet one (Discard).',
      table: { defaultValue: { summary: 'text' } },
    },
    color: {
      type: { name: 'string' },
      control: 'radio',
      options: accents,
      description: 'The accent: primary for work, secondary where the content is art.',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      type: { name: 'string' },
      control: 'radio',
      options: buttonSizes,
      description:
        'Large for the actions a view leads with, small for an action inside a note; every size is at least 44 px high.',
      table: { defaultValue: { summary: 'medium' } },
    },
    disabled: {
      type: { name: 'boolean' },
      control: 'boolean',
      description: 'Cannot be pressed, and says so (Send while a message is on its way).',
      table: { defaultValue: { summary: 'false' } },
    },
    loading: {
      type: { name: 'boolean' },
      control: 'boolean',
      description: 'A spinner in place of the label, and disabled, while what it started is on its way.',
      table: { defaultValue: { summary: 'false' } },
    },
    onClick: {
      type: { name: 'function' },
      control: false,
      description: 'Called when it is pressed.',
      table: { defaultValue: { summary: 'none' } },
    },
  },
  parameters: {
    sourceFile: 'src/theme/customizations/inputs.ts',
    docs: {
      description: {
        component:
          'MUI\u2019s Button as the site\u2019s theme draws it, for an action on the page: a pill at least 44 px tall (52 px large) so a finger finds it, no ripple (a press shows at once in the pressed colours), no shadow, an outline in the button\u2019s own colour, and the site\u2019s focus ring. The site has no component of its own for it: the theme sets all of this, so every MUI Button looks the same.',
      },
    },
    accessibility: {
      keyboard:
        'Reached with Tab; Enter or Space presses it. A disabled or loading button is skipped by Tab. Every button shows the site\u2019s focus ring.',
      screenReader:
        'A button, named by its label (icons beside it are hidden). A disabled one is announced as dimmed; a loading one as busy and dimmed, its name kept.',
    },
    guidelines: {
      do: [
        'Use a button for what happens on this page: send, load, discard, reload. To go somewhere, use a Button link.',
        'Give a view one contained button; put outlined or text ones beside it.',
        'Show a press that takes time with `loading` or `disabled` and a label that says so ("Sending...").',
      ],
      dont: [
        'Do not give a button a colour of its own for hover, pressed or disabled: the theme draws every state from the state tokens (Foundations/Tokens: `action.pressed`, `action.disabledBackground`).',
        'Do not use small for a view\u2019s main action: it is for a quiet action inside a note.',
      ],
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's Send button: contained, primary. Pressing it calls `onClick`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: args.children as string });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Disabled, as Send is while a message is on its way: it cannot be pressed, and Tab skips it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: args.children as string })).toBeDisabled();
  },
};

/** Loading, as the note's choice to load the calendar here is while it loads: a spinner, disabled. */
export const Loading: Story = {
  args: { variant: 'outlined', loading: true, children: content.speaking.scheduling.loadHereLabel },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: args.children as string })).toBeDisabled();
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

type Look = Pick<ButtonProps, 'variant' | 'color' | 'size'>;

/**
 * Every button the site draws, as it draws it, with its words in the toolbar's language: the
 * scheduling button, Send and Sending, the calendar note's choice and its loading form, Reload
 * page on the error screen, the draft note's Discard.
 */
function useSiteButtons(): { label: string; node: ReactNode }[] {
  const { contact, speaking, error } = useSiteContent();
  const { form } = contact;
  const calendar = <CalendarMonthRounded aria-hidden />;
  return [
    {
      label: 'contained · large · start icon',
      node: (
        <Button variant="contained" size="large" startIcon={calendar}>
          {speaking.scheduling.label}
        </Button>
      ),
    },
    {
      label: 'contained · large · end icon',
      node: (
        <Button variant="contained" size="large" endIcon={<SendRounded aria-hidden />}>
          {form.submitLabel}
        </Button>
      ),
    },
    {
      label: 'contained · disabled',
      node: (
        <Button variant="contained" size="large" disabled endIcon={<SendRounded aria-hidden />}>
          {form.sendingLabel}
        </Button>
      ),
    },
    {
      label: 'outlined',
      node: <Button variant="outlined">{speaking.scheduling.loadHereLabel}</Button>,
    },
    {
      label: 'outlined · loading',
      node: (
        <Button variant="outlined" loading>
          {speaking.scheduling.loadHereLabel}
        </Button>
      ),
    },
    {
      label: 'outlined · large',
      node: (
        <Button variant="outlined" size="large">
          {error.reloadLabel}
        </Button>
      ),
    },
    { label: 'text · small', node: <Button size="small">{form.discardDraft}</Button> },
  ];
}

/** Every look, accent and size, then every button the site draws with its own words. */
function EveryButton() {
  const siteButtons = useSiteButtons();
  const label = useSiteContent().contact.form.submitLabel;
  const looks: (Look & { label: string })[] = [
    ...buttonLinkVariants.flatMap((variant) =>
      accents.map((color) => ({ label: `${variant} · ${color}`, variant, color })),
    ),
    ...buttonSizes.map((size) => ({ label: `contained · ${size}`, variant: 'contained' as const, size })),
  ];
  return (
    <Stack spacing={5}>
      <Variants
        minWidth={220}
        variants={looks.map(({ label: name, ...look }) => ({
          label: name,
          node: <Button {...look}>{label}</Button>,
        }))}
      />
      <Variants minWidth={260} variants={siteButtons} />
    </Stack>
  );
}

/**
 * Every look in each accent and every size; then each button the site draws: the scheduling
 * button (contained, large, start icon), Send (end icon) and Sending (disabled), the calendar
 * note's choice (outlined) and its loading form, Reload page (outlined, large) and the draft
 * note's Discard (text, small).
 */
export const AllVariants: Story = {
  name: 'All variants',
  parameters: noControls,
  render: () => <EveryButton />,
  play: async ({ canvasElement, globals }) => {
    const { form } = contentFor(globals).contact;
    const board = within(canvasElement);
    await expect(board.getAllByRole('button', { name: form.submitLabel })).toHaveLength(
      buttonLinkVariants.length * accents.length + buttonSizes.length + 1,
    );
    await expect(board.getByRole('button', { name: form.sendingLabel })).toBeDisabled();
  },
};

/**
 * Each button the site draws at rest, under the pointer, focused from the keyboard and pressed.
 * Hover darkens a filled button (Foundations/Tokens: `primary.dark`) and tints the others in their
 * colour; pressed tints them more (`action.pressed`); the focus ring is the site's one
 * (`focusRing`). A disabled or loading button stays as it is in every row and takes no focus.
 */
export const States: Story = {
  ...statesStory,
  render: () => <SiteButtonStates />,
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 7);
  },
};

/**
 * The filled buttons on one board and the outlined and text ones on another: side by side, with
 * their labels on one line, all seven are wider than a desktop canvas.
 */
function SiteButtonStates() {
  const samples = useSiteButtons();
  const filled = samples.filter(({ label }) => label.startsWith('contained'));
  return (
    <Stack spacing={5}>
      <StatesBoard samples={filled} minWidth={120} />
      <StatesBoard samples={samples.filter((sample) => !filled.includes(sample))} minWidth={120} />
    </Stack>
  );
}
