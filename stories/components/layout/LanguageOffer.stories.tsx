import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { LanguageOffer } from '@/components/layout/LanguageOffer';
import { LanguageOfferBar } from '@/components/layout/LanguageOfferBar';
import { languageOfferAttribute, languageOfferDismissedKey } from '@/components/layout/languageOfferChoice';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { alternateHref, type Locale } from '@/i18n/locales';
import { onPage } from '../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';

/** The story being visited: drawing it again (a toolbar change) is the same visit. */
let visiting: string | undefined;

/**
 * A visitor whose browser prefers `locale`, who has not closed the offer before: the page's boot
 * code then names that language on <html> before the first paint (src/app/boot/pageBoot.js, which
 * Storybook does not run, so the story does what it would). Each story is a new visit; within one,
 * a closed offer stays closed when the story is drawn again.
 */
const visitorPreferring =
  (locale: Locale, browser: string[]) =>
  ({ id }: { id: string }) => {
    if (visiting !== id) localStorage.removeItem(languageOfferDismissedKey);
    visiting = id;
    Object.defineProperty(navigator, 'languages', { configurable: true, value: browser });
    if (localStorage.getItem(languageOfferDismissedKey) !== '1')
      document.documentElement.setAttribute(languageOfferAttribute, locale);
    return () => {
      Reflect.deleteProperty(navigator, 'languages');
      document.documentElement.removeAttribute(languageOfferAttribute);
    };
  };

/** The bar where the site has it: at the top of the page, above the header, the page below. */
const aboveHeader: Decorator = (Story) => (
  <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
    <Story />
    <SiteHeader />
    <Box sx={{ px: 3, py: 4 }}>
      <Typography variant="body2" color="text.secondary">
        …
      </Typography>
    </Box>
  </Box>
);

/** The bar itself, once its code and its copy (which comes with its language's content) have loaded. */
const bar = () => screen.findByRole('complementary', {}, { timeout: 5000 });

const meta = {
  title: 'Components/Site frame/Language offer',
  component: LanguageOffer,
  beforeEach: visitorPreferring('de', ['de-DE', 'de', 'en']),
  // On the English home page (the router's `/`) it offers the German one.
  globals: { locale: 'en' },
  parameters: {
    docs: { story: { inline: false, iframeHeight: 220 } },
    accessibility: {
      keyboard:
        'Its link and its close button come right after the skip link in tab order, before the header; Enter follows the link, Enter or Space closes the bar, and the next Tab goes on to the header.',
      screenReader:
        'A complementary landmark at the top of the page, written and marked in the offered language (lang), so it is read in that language; the close button is named in it too. It is in the page from the start, so it is read in order, not announced.',
    },
    guidelines: {
      do: [
        'Offer the page in the browser’s language in that language, once, and remember when it is closed.',
        'Keep it in the page’s flow above the header: it scrolls away with the page and never covers the content.',
      ],
      dont: [
        'Do not redirect visitors to another language: offer it, and let them stay.',
        'Do not float it over the page: on a phone it would cover the form the visitor is filling in.',
      ],
    },
  },
} satisfies Meta<typeof LanguageOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered: a bar in German above the header, with a link to the German page and a close button. */
export const Offered: Story = {
  tags: ['on-phone'],
  decorators: [aboveHeader],
  play: async () => {
    const shown = await bar();
    await expect(shown).toHaveAttribute('lang', 'de');
    await expect(shown).toHaveTextContent(contentByLocale.de.chrome.languageOffer.text);
    const link = await screen.findByRole('link', { name: contentByLocale.de.chrome.languageOffer.action });
    await expect(link).toHaveAttribute('href', alternateHref('/', 'de'));
    await expect(link).toHaveAttribute('hreflang', 'de');
    // In the flow, above the header: the header starts where the bar ends.
    const header = screen.getByRole('banner');
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(
      Math.round(shown.getBoundingClientRect().bottom),
    );
  },
};

/** On a German page, to a browser that prefers English: the bar offers the English page, in English. */
export const OfferingEnglish: Story = {
  tags: ['on-phone'],
  decorators: [aboveHeader],
  globals: { locale: 'de' },
  beforeEach: visitorPreferring('en', ['en-GB', 'en']),
  play: async () => {
    const shown = await bar();
    await expect(shown).toHaveAttribute('lang', 'en');
    await expect(shown).toHaveTextContent(content.chrome.languageOffer.text);
    const link = await screen.findByRole('link', { name: content.chrome.languageOffer.action });
    await expect(link).toHaveAttribute('href', alternateHref('/de/', 'en'));
    await expect(screen.getByRole('button', { name: content.chrome.languageOffer.dismiss })).toBeVisible();
  },
};

/** Closed: the bar goes away (the header moves up to the top), and the browser remembers it. */
export const Dismissed: Story = {
  decorators: [aboveHeader],
  play: async () => {
    await bar();
    await userEvent.click(
      screen.getByRole('button', { name: contentByLocale.de.chrome.languageOffer.dismiss }),
    );
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    await expect(localStorage.getItem(languageOfferDismissedKey)).toBe('1');
    await expect(document.documentElement).not.toHaveAttribute(languageOfferAttribute);
  },
};

/** The bar's link and close button in each state, both at once in each row. */
export const States: Story = {
  ...statesStory,
  decorators: [onPage],
  parameters: { ...statesStory.parameters, docs: { story: { inline: false, iframeHeight: 560 } } },
  render: () => (
    <StatesBoard
      minWidth={420}
      samples={[
        {
          label: 'the bar, offering German',
          node: <LanguageOfferBar locale="de" copy={contentByLocale.de.chrome.languageOffer} />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 2);
  },
};
