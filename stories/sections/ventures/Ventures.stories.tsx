import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Ventures } from '@/sections/ventures/Ventures';
import { contentFields } from '../../support/contentControls';
import { sectionHref } from '@/i18n/locales';
import { contentFor, localeFor } from '../../support/storyContent';

const fields = contentFields('ventures', content.ventures, {
  describe: {
    featuresLabel: 'The name screen readers give each venture\u2019s list of features; not shown.',
  },
});

const meta = {
  title: 'Sections/Ventures',
  component: Ventures,
  ...fields.metaFor(Ventures),
  parameters: {
    accessibility: {
      keyboard:
        'The cards are not focusable; Tab reaches the call to action after them, and Enter moves to the contact section.',
      screenReader:
        'A region landmark named by its level-2 heading; each venture is an article with a level-3 heading. The arrow icon on the call to action is hidden.',
    },
    guidelines: {
      do: ['Give a venture that is not open yet a status ("Coming Soon") instead of a link.'],
      dont: ['Do not use the accent for ranking: it tells kinds of venture apart.'],
    },
  },
} satisfies Meta<typeof Ventures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    await expect(section.getAllByRole('article')).toHaveLength(2);
    await expect(section.getByRole('link', { name: contentFor(globals).ventures.cta.label })).toHaveAttribute(
      'href',
      sectionHref(localeFor(globals), 'contact'),
    );
  },
};
