import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { UpcomingProjects } from '@/sections/art/UpcomingProjects';
import { storyDate } from '../../../.storybook/fixedClock';
import { onPage } from '../../support/decorators';
import { longTitle } from '../../support/edgeCases';

/** The content's plans, each dated plan moved to the year after the stories' date. */
const projects = content.art.upcoming.map((project) =>
  project.year === undefined ? project : { ...project, year: storyDate.getFullYear() + 1 },
);

const meta = {
  title: 'Sections/Art/Upcoming projects',
  component: UpcomingProjects,
  decorators: [onPage],
  args: { projects },
  argTypes: { projects: { control: 'object' } },
  parameters: {
    accessibility: {
      keyboard: 'Not focusable: it is text.',
      screenReader:
        'A list with one item per project: when, the title, then a line about it, as text rather than headings. An event\u2019s name or a title in another language than the page\u2019s is marked with it (lang).',
    },
    guidelines: {
      do: [
        'Say when in the left column: a year, or an event by its name ("Berlin Art Week").',
        'Keep the line about each project to one sentence.',
      ],
      dont: ['Do not list what has happened: a dated plan leaves the list once its year is over.'],
    },
  },
} satisfies Meta<typeof UpcomingProjects>;

export default meta;
type Story = StoryObj<typeof meta>;

/** When (a year or an event) on the left, what on the right; stacked on a phone. */
export const Default: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(args.projects.length);
  },
};

/** A project with a long title and a long line: the columns keep their widths, the text wraps. */
export const LongTitle: Story = {
  name: 'Long title',
  args: {
    projects: [
      {
        title: longTitle,
        titleLanguage: 'de',
        year: storyDate.getFullYear() + 1,
        // A sentence of the content, so that the toolbar's language switches it.
        text: projects[0]?.text ?? '',
      },
    ],
  },
};
