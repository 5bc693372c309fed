import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { content } from '@/content';
import { Speaking } from '@/sections/speaking/Speaking';
import { fakeProviderScheduling, pendingScheduling } from '../../support/fakeServices';
import { contentFields } from '../../support/contentControls';
import { contentFor } from '../../support/storyContent';

const fields = contentFields('speaking', content.speaking);

const meta = {
  title: 'Sections/Speaking',
  component: Speaking,
  ...fields.metaFor(Speaking),
  parameters: {
    accessibility: {
      keyboard:
        'The cards are not focusable; Tab reaches the booking button, and Enter or Space opens a note under it (pressed again, it closes). The note\u2019s privacy policy link, its button that loads the calendar here and its link to the provider\u2019s site come next in tab order; both links open a new tab.',
      screenReader:
        'A region landmark named by its level-2 heading, with level-3 headings for the topics and the booking block. The booking button says whether its note is open (aria-expanded), and the message shown when the calendar cannot load is a status (role status).',
    },
    guidelines: {
      do: ['Load nothing from the calendar provider until the visitor asks for it; name the provider first.'],
      dont: ['Do not list a topic she does not give any more: the cards are an offer.'],
    },
  },
} satisfies Meta<typeof Speaking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section as a visitor first sees it: the booking button, and nothing loaded from the provider. */
export const SchedulingOffered: Story = {
  name: 'Scheduling offered',
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { scheduling } = contentFor(globals).speaking;
    await expect(section.getAllByRole('article')).toHaveLength(4);
    await expect(section.getByRole('button', { name: scheduling.label })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Pressed: a note names the provider and offers the two choices; still nothing is loaded. */
export const SchedulingNote: Story = {
  name: 'Scheduling note',
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { scheduling } = contentFor(globals).speaking;
    const button = section.getByRole('button', { name: scheduling.label });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByText(scheduling.consentNote, { exact: false })).toBeVisible();
    await expect(section.getByRole('link', { name: scheduling.privacyPolicy.label })).toHaveAttribute(
      'href',
      scheduling.privacyPolicy.href,
    );
    await expect(section.getByRole('button', { name: scheduling.loadHereLabel })).toBeVisible();
    const openThere = section.getByRole('link', { name: scheduling.openThereLabel });
    await expect(openThere).toHaveAttribute('href', scheduling.url);
    await expect(openThere).toHaveAttribute('target', '_blank');
    await expect(openThere).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The visitor chose to load the calendar here, and the provider's script is still on its way. */
export const SchedulingLoading: Story = {
  name: 'Scheduling loading',
  parameters: { services: { scheduling: pendingScheduling } },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { scheduling } = contentFor(globals).speaking;
    await userEvent.click(section.getByRole('button', { name: scheduling.label }));
    const loadHere = section.getByRole('button', { name: scheduling.loadHereLabel });
    await userEvent.click(loadHere);
    await expect(loadHere).toBeDisabled();
  },
};

/** Loaded: the provider drew its button (a stand-in here), which replaces ours and the note. */
export const SchedulingReady: Story = {
  name: 'Scheduling ready',
  parameters: { services: { scheduling: fakeProviderScheduling } },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { scheduling } = contentFor(globals).speaking;
    await userEvent.click(section.getByRole('button', { name: scheduling.label }));
    await userEvent.click(section.getByRole('button', { name: scheduling.loadHereLabel }));
    await expect(section.queryByRole('button', { name: scheduling.loadHereLabel })).toBeNull();
    await expect(section.getByRole('button', { name: scheduling.label })).toBeVisible();
    await expect(canvasElement.querySelector('[data-scheduling-status="ready"]')).not.toBeNull();
  },
};

/** The provider's script could not load (offline, blocked): a plain link opens the booking page. */
export const SchedulingFallback: Story = {
  name: 'Scheduling fallback',
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { scheduling } = contentFor(globals).speaking;
    await userEvent.click(section.getByRole('button', { name: scheduling.label }));
    await userEvent.click(section.getByRole('button', { name: scheduling.loadHereLabel }));
    await expect(await section.findByText(scheduling.failedText)).toBeVisible();
    const link = section.getByRole('link', { name: scheduling.label });
    await expect(link).toHaveAttribute('href', scheduling.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
