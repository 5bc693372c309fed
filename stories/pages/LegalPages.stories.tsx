import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { localeRoot } from '@/i18n/locales';
import { pageStory, type AppAtRouteProps } from '../support/AppAtRoute';
import { onPage } from '../support/decorators';
import { contentFor, localeFor } from '../support/storyContent';
import { BackHomeLink, LegalPage } from '@/pages/LegalPage';
import { StatesBoard, expectEveryState, statesStory } from '../support/States';

const page = pageStory(LegalPage, {
  keyboard:
    'The skip link, the header\u2019s links and controls, the link back to the home page, then the page\u2019s own links (an email address, the sites of the authority and the providers) in reading order, and the footer.',
  screenReader:
    'The text is an article: its title the level-1 heading (and the document\u2019s title), each section a level-2 heading, the date of the last change a date under the title, postal addresses address blocks.',
});

const meta = {
  title: 'Pages/Legal',
  ...page,
  parameters: {
    ...page.parameters,
    sourceFile: 'src/pages/LegalPage.tsx',
    guidelines: {
      do: ['Change the "last updated" date whenever the text changes.'],
      dont: ['Do not style legal text as marketing: plain headings and paragraphs.'],
    },
  },
} satisfies Meta<AppAtRouteProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  tags: ['on-phone', 'snapshot-as-route'],
  args: { path: '/terms' },
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement);
    const content = contentFor(globals);
    // The page's code loads on its own (a lazy chunk, as on the site): wait for it.
    await expect(await page.findByRole('heading', { level: 1, name: content.terms.title })).toBeVisible();
    await expect(page.getByRole('link', { name: content.chrome.backToHome })).toHaveAttribute(
      'href',
      localeRoot(localeFor(globals)),
    );
    await expect(page.getByRole('link', { name: content.owner.email })).toHaveAttribute(
      'href',
      `mailto:${content.owner.email}`,
    );
  },
};

export const Privacy: Story = { tags: ['snapshot-as-route'], args: { path: '/privacy' } };

export const Imprint: Story = { tags: ['snapshot-as-route'], args: { path: '/imprint' } };

/**
 * "Back to Home" at rest, under the pointer, focused from the keyboard and pressed: a text button
 * link, tinted in the brand colour under the pointer and more when pressed (Foundations/Tokens:
 * `action.hover`, `action.pressed`), with the site's focus ring (`focusRing`).
 */
export const BackStates: Story = {
  name: 'Back states',
  // A board of the page's control: the path is not read.
  args: { path: '/terms' },
  ...statesStory,
  // Room around it, as the other boards have: the page's file draws pages edge to edge.
  decorators: [onPage],
  // A board of one control, not a page: no skip link or landmarks to ask for.
  parameters: { ...statesStory.parameters, a11y: { config: { rules: [{ id: 'bypass', enabled: false }] } } },
  render: () => (
    <MemoryRouter>
      <StatesBoard samples={[{ label: 'back to home', node: <BackHomeLink /> }]} />
    </MemoryRouter>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectEveryState(canvasElement, 1);
    const back = within(canvasElement).getAllByRole('link', { name: contentFor(globals).chrome.backToHome });
    for (const link of back) await expect(link).toHaveAttribute('href', localeRoot(localeFor(globals)));
  },
};
