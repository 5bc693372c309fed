import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { About } from '@/sections/about/About';
import { contentFields } from '../../support/contentControls';
import { contentFor } from '../../support/storyContent';

const fields = contentFields('about', content.about, { describe: {} });

const meta = {
  title: 'Sections/About',
  component: About,
  ...fields.metaFor(About),
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: the section is text.',
      screenReader:
        'A region landmark named by its level-2 heading. The facts are a description list, each label read with its value; their icons are hidden.',
    },
    guidelines: {
      do: ['Keep each fact to a short label and value with an icon that names it.'],
      dont: ['Do not repeat the hero: this section says how she works, not what she is.'],
    },
  },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { heading, facts } = contentFor(globals).about;
    await expect(section.getByRole('region', { name: heading })).toHaveAttribute('id', 'about');
    for (const fact of facts) await expect(section.getByText(fact.label)).toBeVisible();
  },
};
