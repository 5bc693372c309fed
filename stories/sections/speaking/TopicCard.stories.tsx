import type { Meta, StoryObj } from '@storybook/react-vite';
import { content } from '../../../src/content';
import { TopicCard } from '../../../src/sections/speaking/TopicCard';
import { inCardColumn } from '../../support/decorators';
import { germanCompound } from '../../support/edgeCases';

const [topic] = content.speaking.topics;
if (!topic) throw new Error('The content needs a speaking topic.');

const meta = {
  title: 'Sections/Speaking/Topic card',
  component: TopicCard,
  decorators: [inCardColumn],
  args: { topic, formatsLabel: content.speaking.formatsLabel },
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Formats are optional. */
export const WithoutFormats: Story = { args: { topic: { ...topic, formats: undefined } } };

export const LongGermanTitle: Story = {
  args: { topic: { ...topic, title: `${germanCompound} in der Praxis` } },
};
