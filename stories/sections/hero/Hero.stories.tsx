import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Hero } from '@/sections/hero/Hero';
import { contentFields } from '../../support/contentControls';
import { sectionHref } from '@/i18n/locales';
import { contentFor, localeFor } from '../../support/storyContent';

const fields = contentFields('hero', content.hero, {
  describe: {
    headline: 'What she does, in a sentence: the page\u2019s level-1 heading.',
    tagline: 'For whom, and where: the line under the headline.',
    contactCta: 'The label of the filled button that leads to the contact section.',
  },
});

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  ...fields.metaFor(Hero),
  parameters: {
    accessibility: {
      keyboard:
        'Tab reaches the contact button, then the résumé; Enter follows one. The first moves to the contact section, the second opens the résumé in a new tab.',
      screenReader:
        'A region landmark named by the headline, the page\u2019s level-1 heading. The résumé link names the file\u2019s language when it differs from the page\u2019s, and its arrow icon is hidden.',
    },
    guidelines: {
      do: [
        'Say in the headline what she does, in words a visitor would use; the tagline says for whom.',
        'Keep one filled action (get in touch) and one outlined one (the résumé).',
      ],
      dont: ['Do not add a third action: the sections below carry the rest.'],
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const hero = within(canvasElement);
    const { resume, contactCta } = contentFor(globals).hero;
    await expect(hero.getByRole('link', { name: new RegExp(resume.label) })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(hero.getByRole('link', { name: contactCta })).toHaveAttribute(
      'href',
      sectionHref(localeFor(globals), 'contact'),
    );
  },
};
