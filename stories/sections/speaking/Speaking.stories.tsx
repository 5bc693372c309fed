import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Speaking } from '@/sections/speaking/Speaking';
import { contentFields } from '../../support/contentControls';
import { contentFor } from '../../support/storyContent';

const fields = contentFields('speaking', content.speaking, {
  describe: {
    topicsHeading: 'The heading above the talk topics.',
    formatsLabel: 'The name screen readers give each topic\u2019s list of formats; not shown.',
  },
});

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

/**
 * The section as a visitor first sees it: the booking button, and nothing loaded from the provider.
 * The button's other states are its own stories (Sections/Speaking/Scheduling button).
 */
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
