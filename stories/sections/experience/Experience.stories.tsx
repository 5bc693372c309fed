import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Experience } from '@/sections/experience/Experience';
import { contentFields } from '../../support/contentControls';

const fields = contentFields('experience', content.experience, {
  describe: { skillsHeading: 'The heading above the core skills.' },
});

const meta = {
  title: 'Sections/Experience',
  component: Experience,
  ...fields.metaFor(Experience),
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: nothing in it can be pressed.',
      screenReader:
        'A region landmark named by its level-2 heading; each role is an article with a level-3 heading. The skills are a list after a level-3 heading of their own.',
    },
    guidelines: {
      do: ['List roles newest first.', 'Give skills as single words or short phrases.'],
      dont: ['Do not turn the skills into a sentence: they are read as tags.'],
    },
  },
} satisfies Meta<typeof Experience>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getAllByRole('article')).toHaveLength(3);
    await expect(section.getByText('15+')).toBeVisible();
    const skills = section.getAllByRole('list').at(-1);
    if (!skills) throw new Error('No skills list');
    await expect(within(skills).getAllByRole('listitem')).toHaveLength(8);
  },
};
