import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { VentureCard } from '@/sections/ventures/VentureCard';
import { inSectionColumn } from '../../support/decorators';
import { ventureColumn } from '@/sections/ventures/Ventures';
import { germanCompound } from '../../support/edgeCases';
import { contentFields } from '../../support/contentControls';
import { iconNames } from '@/components/icons';
import { accents } from '@/theme/accents';
import { contentFor } from '../../support/storyContent';

const live = content.ventures.ventures.find((venture) => !venture.status);
const comingSoon = content.ventures.ventures.find((venture) => venture.status);
if (!live || !comingSoon) throw new Error('The content needs a live venture and one coming soon.');

const fields = contentFields(
  'venture',
  { ...comingSoon, ...live },
  {
    describe: {
      name: 'The venture\u2019s name, the heading of the card.',
      accent:
        'The card\u2019s colour, chosen in the content: the site gives the live venture the secondary accent and the one coming soon the primary.',
      tagline: 'What kind of business it is, in a few words above the name.',
      status: 'A label such as \u201cComing Soon\u201d; none for a live venture.',
    },
    defaults: { status: 'none: a live venture' },
    choices: { icon: iconNames, accent: accents },
  },
);

const meta = {
  title: 'Sections/Ventures/Venture card',
  component: VentureCard,
  decorators: [inSectionColumn('paper', ventureColumn)],
  ...fields.metaFor(VentureCard),
  args: { ...fields.args(live), featuresLabel: content.ventures.featuresLabel },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: the status is a label, not a button.',
      screenReader:
        'An article with the venture\u2019s name as a level-3 heading; the status and the tagline are read before it as text. The features are a list named by `featuresLabel`; the icon is hidden.',
    },
    guidelines: {
      do: [
        'Give the two ventures different accents, as the site does (secondary for the live one, primary for the one coming soon), so they read as different kinds at a glance.',
      ],
      dont: ['Do not list more features than a phone shows without scrolling the card.'],
    },
  },
} satisfies Meta<typeof VentureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement, globals }) => {
    const features = within(canvasElement).getByRole('list', {
      name: contentFor(globals).ventures.featuresLabel,
    });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(live.features.length);
  },
};

export const ComingSoon: Story = {
  name: 'Coming soon',
  args: fields.args(comingSoon),
  play: async ({ canvasElement, globals }) => {
    const status = contentFor(globals).ventures.ventures.find((venture) => venture.status)?.status ?? '';
    await expect(within(canvasElement).getByText(status)).toBeVisible();
  },
};

export const LongGermanName: Story = {
  name: 'Long German name',
  args: fields.args({ ...live, name: `${germanCompound} GmbH` }),
};
