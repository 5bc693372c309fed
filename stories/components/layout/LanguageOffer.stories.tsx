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
import { alternateHref, localeInfo, locales, pagePaths, type Locale } from '@/i18n/locales';
import { onPage } from '../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { localeFor } from '../../support/storyContent';

/** The language the bar offers on a page in the toolbar's language: the site's other one. */
function offeredOn(globals: Record<string, unknown>): Locale {
  const page = localeFor(globals);
  const other = locales.find((locale) => locale !== page);
  if (!other) throw new Error('The site has one language: there is nothing to offer.');
  return other;
}

/** The story being visited: drawing it again (a toolbar change) is the same visit. */
let visiting: string | undefined;

/**
 * A visitor whose browser prefers the language the page is not in (the toolbar's is the page's),
 * who has not closed the offer before: the page's boot code then names that language on <html>
 * before the first paint (src/app/boot/pageBoot.js, which Storybook does not run, so the story
 * does what it would). Each story is a new visit; within one, a closed offer stays closed when the
 * story is drawn again.
 */
const visitorPreferringTheOtherLanguage = ({
  id,
  globals,
}: {
  id: string;
  globals: Record<string, unknown>;
}) => {
  if (visiting !== id) localStorage.removeItem(languageOfferDismissedKey);
  visiting = id;
  const offered = offeredOn(globals);
  Object.defineProperty(navigator, 'languages', {
    configurable: true,
    value: [localeInfo[offered].intl, offered, localeFor(globals)],
  });
  if (localStorage.getItem(languageOfferDismissedKey) !== '1')
    document.documentElement.setAttribute(languageOfferAttribute, offered);
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
  // On the home page in the toolbar's language, it offers the home page in the other one.
  beforeEach: visitorPreferringTheOtherLanguage,
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

/**
 * Offered: a bar in the other language than the page's (German on the English page, English on the
 * German one) above the header, with a link to the page in it and a close button.
 */
export const Offered: Story = {
  tags: ['on-phone', 'in-german'],
  decorators: [aboveHeader],
  play: async ({ globals }) => {
    const offered = offeredOn(globals);
    const copy = contentByLocale[offered].chrome.languageOffer;
    const shown = await bar();
    await expect(shown).toHaveAttribute('lang', offered);
    await expect(shown).toHaveTextContent(copy.text);
    const link = await screen.findByRole('link', { name: copy.action });
    await expect(link).toHaveAttribute('href', alternateHref(pagePaths[localeFor(globals)].home, offered));
    await expect(link).toHaveAttribute('hreflang', offered);
    await expect(screen.getByRole('button', { name: copy.dismiss })).toBeVisible();
    // In the flow, above the header: the header starts where the bar ends.
    const header = screen.getByRole('banner');
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(
      Math.round(shown.getBoundingClientRect().bottom),
    );
  },
};

/** Closed: the bar goes away (the header moves up to the top), and the browser remembers it. */
export const Dismissed: Story = {
  decorators: [aboveHeader],
  play: async ({ globals }) => {
    await bar();
    await userEvent.click(
      screen.getByRole('button', { name: contentByLocale[offeredOn(globals)].chrome.languageOffer.dismiss }),
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
  render: (_args, { globals }) => {
    const offered = offeredOn(globals);
    return (
      <StatesBoard
        minWidth={420}
        samples={[
          {
            label: `the bar, offering ${content.chrome.languageNames[offered]}`,
            node: <LanguageOfferBar locale={offered} copy={contentByLocale[offered].chrome.languageOffer} />,
          },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 2);
  },
};
