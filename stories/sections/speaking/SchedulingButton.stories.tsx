import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { content } from '@/content';
import { SchedulingButton, SchedulingChoices } from '@/sections/speaking/SchedulingButton';
import { fakeProviderScheduling, pendingScheduling } from '../../support/fakeServices';
import { contentFields } from '../../support/contentControls';
import { onRaisedPanel } from '../../support/decorators';
import { contentFor, newTabLinkName } from '../../support/storyContent';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';

const fields = contentFields('scheduling', content.speaking.scheduling, {
  describe: {
    heading: 'The heading of the block beside the button.',
    text: 'The sentence under it: what the call is for.',
    label: 'The button\u2019s label.',
    consentNote: 'What loading the calendar here sends to its provider, shown before anything is loaded.',
    privacyLinks:
      'The sentence after the note that links the provider\u2019s and the site\u2019s privacy policies: {google} and {site} stand where the links go.',
    loadHereLabel: 'The note\u2019s choice that loads the calendar on this page.',
    openThereLabel: 'The note\u2019s choice that opens the booking page on the provider\u2019s site.',
    failedText:
      'Shown when the calendar could not be loaded here, beside the link to the provider\u2019s site.',
    url: 'The booking page on the provider\u2019s site.',
    color: 'The colour the provider\u2019s own button is drawn in, once loaded.',
    scriptUrl: 'The provider\u2019s script, loaded only when the visitor chooses to.',
    stylesheetUrl: 'The provider\u2019s stylesheet, loaded with its script.',
  },
});

const meta = {
  title: 'Sections/Speaking/Scheduling button',
  component: SchedulingButton,
  decorators: [onRaisedPanel],
  ...fields.metaFor(SchedulingButton),
  parameters: {
    accessibility: {
      keyboard:
        'Tab reaches the button; Enter or Space opens the note under it, and pressed again closes it. The note\u2019s privacy policy link, its button that loads the calendar here and its link to the provider\u2019s site come next in tab order; both links open a new tab. Without JavaScript the button is a plain link to the booking page.',
      screenReader:
        'The button says whether its note is open (aria-expanded) and points to it (aria-controls). While the calendar loads, its button is disabled and shows a spinner; the message shown when it cannot load is a status (role status), with the plain link after it.',
    },
    guidelines: {
      do: [
        'Name the provider in the note before anything is loaded from it, and link its privacy policy.',
        'Keep the link to the provider\u2019s own booking page: it works when the script cannot.',
      ],
      dont: ['Do not load the provider\u2019s script or stylesheet before the visitor chooses to.'],
    },
  },
} satisfies Meta<typeof SchedulingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the note, as a visitor's first press does. */
async function openNote(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { scheduling } = contentFor(globals).speaking;
  const button = within(canvasElement).getByRole('button', { name: scheduling.label });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/**
 * On the docs page, a state its play function reaches is drawn in a frame of its own, where that
 * play function runs (inline, every story would show the button at rest).
 */
const playedInItsFrame = (iframeHeight: number) => ({ docs: { story: { inline: false, iframeHeight } } });

/** Opens the note and chooses to load the calendar here. */
async function loadHere(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  await openNote(canvasElement, globals);
  const { scheduling } = contentFor(globals).speaking;
  await userEvent.click(within(canvasElement).getByRole('button', { name: scheduling.loadHereLabel }));
}

/** As a visitor first sees it: one button, and nothing loaded from the provider. */
export const Offered: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const { scheduling } = contentFor(globals).speaking;
    await expect(within(canvasElement).getByRole('button', { name: scheduling.label })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Pressed: a note names the provider and offers the two choices; still nothing is loaded. */
export const Note: Story = {
  tags: ['on-phone'],
  parameters: playedInItsFrame(520),
  play: async ({ canvasElement, globals }) => {
    await openNote(canvasElement, globals);
    const note = within(canvasElement);
    const { scheduling } = contentFor(globals).speaking;
    await expect(note.getByText(scheduling.consentNote, { exact: false })).toBeVisible();
    await expect(
      note.getByRole('link', {
        name: newTabLinkName(globals, scheduling.privacyPolicy.label),
      }),
    ).toHaveAttribute('href', scheduling.privacyPolicy.href);
    await expect(note.getByRole('button', { name: scheduling.loadHereLabel })).toBeVisible();
    const openThere = note.getByRole('link', { name: newTabLinkName(globals, scheduling.openThereLabel) });
    await expect(openThere).toHaveAttribute('href', scheduling.url);
    await expect(openThere).toHaveAttribute('target', '_blank');
    await expect(openThere).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The visitor chose to load the calendar here, and the provider's script is still on its way. */
export const Loading: Story = {
  parameters: { services: { scheduling: pendingScheduling }, ...playedInItsFrame(520) },
  play: async ({ canvasElement, globals }) => {
    await loadHere(canvasElement, globals);
    const { scheduling } = contentFor(globals).speaking;
    await expect(
      within(canvasElement).getByRole('button', { name: scheduling.loadHereLabel }),
    ).toBeDisabled();
  },
};

/** Loaded: the provider drew its button (a stand-in here), which replaces ours and the note. */
export const Ready: Story = {
  parameters: { services: { scheduling: fakeProviderScheduling }, ...playedInItsFrame(200) },
  play: async ({ canvasElement, globals }) => {
    await loadHere(canvasElement, globals);
    const { scheduling } = contentFor(globals).speaking;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: scheduling.loadHereLabel })).toBeNull();
    await expect(canvas.getByRole('button', { name: scheduling.label })).toBeVisible();
    await expect(canvasElement.querySelector('[data-scheduling-status="ready"]')).not.toBeNull();
  },
};

/** The provider's script could not load (offline, blocked): a plain link opens the booking page. */
export const Fallback: Story = {
  tags: ['on-phone'],
  parameters: playedInItsFrame(260),
  play: async ({ canvasElement, globals }) => {
    await loadHere(canvasElement, globals);
    const { scheduling } = contentFor(globals).speaking;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(scheduling.failedText)).toBeVisible();
    const link = canvas.getByRole('link', { name: newTabLinkName(globals, scheduling.label) });
    await expect(link).toHaveAttribute('href', scheduling.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/**
 * The button at rest, under the pointer, focused from the keyboard and pressed. The note's two
 * choices have their own board (Choice states); the choice that loads the calendar shows disabled
 * in Loading.
 */
export const States: Story = {
  ...statesStory,
  render: (args) => (
    <StatesBoard
      samples={[{ label: 'offered', node: <SchedulingButton scheduling={fields.content(args)} /> }]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    // Each row holds the button and the link that stands in for it without scripts (hidden here).
    await expectEveryState(canvasElement, 2);
    const { scheduling } = contentFor(globals).speaking;
    await expect(within(canvasElement).getAllByRole('button', { name: scheduling.label })).toHaveLength(4);
  },
};

/**
 * The note's two choices at rest, under the pointer, focused from the keyboard and pressed: the
 * outlined button that loads the calendar here and the text link to the provider's site. Both
 * tint in the brand colour under the pointer and more when pressed (Foundations/Tokens:
 * `action.hover`, `action.pressed`); the focus ring is the site's one (`focusRing`).
 */
export const ChoiceStates: Story = {
  name: 'Choice states',
  ...statesStory,
  render: (args) => (
    <StatesBoard
      minWidth={360}
      samples={[
        {
          label: 'load here · open there',
          node: <SchedulingChoices scheduling={fields.content(args)} onLoadHere={() => undefined} />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expectEveryState(canvasElement, 2);
    const { scheduling } = contentFor(globals).speaking;
    const board = within(canvasElement);
    await expect(board.getAllByRole('button', { name: scheduling.loadHereLabel })).toHaveLength(4);
    await expect(
      board.getAllByRole('link', { name: newTabLinkName(globals, scheduling.openThereLabel) }),
    ).toHaveLength(4);
  },
};
