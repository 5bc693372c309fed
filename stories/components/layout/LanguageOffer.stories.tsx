import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { LanguageOffer, languageOfferDismissedKey } from '@/components/layout/LanguageOffer';
import { LanguageOfferNote } from '@/components/layout/LanguageOfferNote';
import { contentByLocale } from '@/content/byLanguage';
import { alternateHref } from '@/i18n/locales';
import { onPage } from '../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';

const offer = contentByLocale.de.chrome.languageOffer;

/**
 * A visitor whose browser prefers German, who has not closed the note before: the note's
 * condition, set before the story renders and undone after it, so no other story sees it.
 */
function germanSpeakingVisitor() {
  Object.defineProperty(navigator, 'languages', { configurable: true, value: ['de-DE', 'de', 'en'] });
  localStorage.removeItem(languageOfferDismissedKey);
  return () => {
    Reflect.deleteProperty(navigator, 'languages');
    localStorage.removeItem(languageOfferDismissedKey);
  };
}

/**
 * The note itself, once its code and its copy (which comes with the German content) have loaded:
 * two files, which on a busy machine take longer than a query's default second.
 */
const note = () => screen.findByRole('complementary', {}, { timeout: 5000 });

const meta = {
  title: 'Components/Layout/Language offer',
  component: LanguageOffer,
  decorators: [onPage],
  beforeEach: germanSpeakingVisitor,
  // On the English home page (the router's `/`) it offers the German one.
  globals: { locale: 'en' },
  parameters: {
    // It floats at the bottom of the window: on the docs page each state gets a frame of its own.
    docs: { story: { inline: false, iframeHeight: 200 } },
    accessibility: {
      keyboard:
        'Its link and its close button come right after the skip link in tab order, so a keyboard reaches them first; Enter follows the link, Enter or Space closes the note.',
      screenReader:
        'A complementary landmark written and marked in the offered language (lang), so it is read in that language; the close button is named in it too.',
    },
    guidelines: {
      do: [
        'Offer the page in the browser’s language in that language, once, and remember when it is closed.',
      ],
      dont: ['Do not redirect visitors to another language: offer it, and let them stay.'],
    },
  },
} satisfies Meta<typeof LanguageOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered: a note in German, with a link to the German page, floating at the bottom of the window. */
export const Offered: Story = {
  play: async () => {
    const shown = await note();
    await expect(shown).toHaveAttribute('lang', 'de');
    const link = await screen.findByRole('link', { name: offer.action });
    await expect(link).toHaveAttribute('href', alternateHref('/', 'de'));
    await expect(link).toHaveAttribute('hreflang', 'de');
  },
};

/** Closed: the note goes away, and the browser remembers not to offer it again. */
export const Dismissed: Story = {
  play: async () => {
    await note();
    await userEvent.click(screen.getByRole('button', { name: offer.dismiss }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    await expect(localStorage.getItem(languageOfferDismissedKey)).toBe('1');
  },
};

/**
 * The note's link and close button in each state, both at once in each row. Each note floats in a
 * box of its own (`contain: layout` makes the box what it is placed against instead of the window),
 * where it sits as it does at the bottom right of a desktop window.
 */
export const States: Story = {
  ...statesStory,
  parameters: { ...statesStory.parameters, docs: { story: { inline: false, iframeHeight: 560 } } },
  render: () => (
    <StatesBoard
      samples={[
        {
          label: 'the note, offering German',
          node: (
            <Box sx={{ contain: 'layout', width: 428, height: 96 }}>
              <LanguageOfferNote offer={{ locale: 'de', copy: offer }} onDismiss={() => undefined} />
            </Box>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 2);
  },
};
