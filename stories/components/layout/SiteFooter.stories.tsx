import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { contentFor } from '../../support/storyContent';

const meta = {
  title: 'Components/Site frame/Site footer',
  component: SiteFooter,
  parameters: {
    accessibility: {
      keyboard:
        'Tab moves through the contact link under the about text, its link columns in reading order, then the legal links.',
      screenReader:
        'A contentinfo landmark; the legal links are a navigation landmark of their own, named by the content (\u201cLegal\u201d).',
    },
    guidelines: {
      do: [
        'Keep two link columns, each under a one-word title: beside the about text they fill the row on a desktop and share one on a phone.',
        'Put the legal pages (privacy, terms, imprint) in the bottom row, beside the copyright line.',
      ],
      dont: [
        'Do not add a third column: it drops to a row of its own under the others.',
        'Do not write the year into the copy: the copyright line shows the current year by itself.',
      ],
    },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['on-phone'],
  play: async ({ canvasElement, globals }) => {
    const { legalLinks, contactLink } = contentFor(globals).footer;
    const [, terms] = legalLinks;
    const footer = within(canvasElement);
    await expect(footer.getByText(/© 2026 Amara Voss/)).toBeVisible();
    await expect(footer.getByRole('link', { name: contactLink.label })).toHaveAttribute(
      'href',
      contactLink.href,
    );
    await expect(footer.getByRole('link', { name: terms?.label })).toHaveAttribute('href', terms?.href ?? '');
  },
};
