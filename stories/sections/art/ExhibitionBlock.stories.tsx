import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { ExhibitionBlock } from '@/sections/art/ExhibitionBlock';
import { storyDate } from '../../../.storybook/fixedClock';
import { onPage } from '../../support/decorators';
import { contentFor, newTabLinkName } from '../../support/storyContent';

const { exhibition } = content.art;
const { next } = exhibition;
if (!next) throw new Error('The content needs a next plan for the exhibition.');

/** The exhibition with its next series planned for the year after the stories' date. */
const withPlanAhead = { ...exhibition, next: { ...next, year: storyDate.getFullYear() + 1 } };

const meta = {
  title: 'Sections/Art/Exhibition block',
  component: ExhibitionBlock,
  decorators: [onPage],
  args: { exhibition },
  argTypes: { exhibition: { control: 'object' } },
  parameters: {
    accessibility: {
      keyboard:
        'Tab reaches only the link to the exhibition\u2019s page, which opens in a new tab; Enter follows it.',
      screenReader:
        'A level-3 heading names the block, after the eyebrow with the city and year. Titles in another language than the page\u2019s are marked with it (lang); the link\u2019s arrow icon is hidden.',
    },
    guidelines: {
      do: [
        'Name the exhibition, the venue, the city and the year; link its page at the gallery.',
        'Announce the next series in one sentence, with its title and year: it disappears by itself once the year is over.',
      ],
      dont: ['Do not list past plans here: a plan whose year is over is left out, and the build warns.'],
    },
  },
} satisfies Meta<typeof ExhibitionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As the site shows it today: the planned series' year is over, so it is not announced. The block
 * lies on its own tint and border (Foundations/Tokens: `tint.exhibition`, `tint.exhibitionBorder`).
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const block = within(canvasElement);
    const { exhibition: shown } = contentFor(globals).art;
    await expect(block.getByRole('heading', { level: 3 })).toHaveTextContent(shown.heading);
    await expect(
      block.getByRole('link', { name: newTabLinkName(globals, shown.link.label) }),
    ).toHaveAttribute('target', '_blank');
    await expect(block.queryByText(shown.next?.title ?? '-', { exact: false })).toBeNull();
  },
};

/** With the next series ahead: the sentence announces it, its English title marked as English on a German page. */
export const NextPlanAhead: Story = {
  name: 'Next plan ahead',
  args: { exhibition: withPlanAhead },
  play: async ({ canvasElement, globals }) => {
    const { locale } = globals as { locale?: string };
    const year = String(storyDate.getFullYear() + 1);
    const sentence = within(canvasElement).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent.includes(next.title),
    );
    const template = contentFor(globals).art.exhibition.next?.text ?? '';
    await expect(sentence.textContent).toBe(template.replace('{title}', next.title).replace('{year}', year));
    // On a German page the English title carries its language; on an English page it is plain text.
    const marked = sentence.querySelector('[lang]');
    await expect(marked?.getAttribute('lang') ?? null).toBe(locale === 'de' ? 'en' : null);
  },
};
