import type { Meta, StoryObj } from '@storybook/react-vite';
import { content } from '@/content';
import { TopicCard } from '@/sections/speaking/TopicCard';
import { inSectionColumn } from '../../support/decorators';
import { topicColumn } from '@/sections/speaking/Speaking';
import { germanCompound } from '../../support/edgeCases';
import { contentFields } from '../../support/contentControls';
import { iconNames } from '@/components/icons';

const [topic] = content.speaking.topics;
if (!topic) throw new Error('The content needs a speaking topic.');

const fields = contentFields('topic', topic, { describe: {}, choices: { icon: iconNames } });

const meta = {
  title: 'Sections/Speaking/Topic card',
  component: TopicCard,
  decorators: [inSectionColumn('paper', topicColumn)],
  ...fields.metaFor(TopicCard),
  args: { ...fields.args(topic), formatsLabel: content.speaking.formatsLabel },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: nothing in it can be pressed.',
      screenReader:
        'An article with a level-4 heading, its title marked with its language (lang) when that differs from the page\u2019s. The formats are a list named by `formatsLabel`; the icon is hidden.',
    },
    guidelines: {
      do: ['Name formats only when the topic is offered in more than one (keynote, workshop).'],
      dont: ['Do not put the description in the title: a title is a few words.'],
    },
  },
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Formats are optional. */
export const WithoutFormats: Story = {
  name: 'Without formats',
  args: fields.args({ ...topic, formats: undefined }),
};

export const LongGermanTitle: Story = {
  name: 'Long German title',
  args: fields.args({ ...topic, title: `${germanCompound} in der Praxis`, titleLanguage: 'de' }),
};
