import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { anchors } from '@/content/anchors';
import { alternateHref, localeInfo, localeRoot, locales } from '@/i18n/locales';
import { onPage } from '../../support/decorators';
import { localeFor } from '../../support/storyContent';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { allVariants } from '../../support/Variants';

/** The switch on the home page of the story's language, as a visitor meets it there. */
const onHomePage: Decorator = (Story, { globals }) => (
  <MemoryRouter initialEntries={[localeRoot(localeFor(globals))]}>
    <Story />
  </MemoryRouter>
);

const meta = {
  title: 'Components/Site frame/Language switch',
  component: LanguageSwitch,
  decorators: [onPage, onHomePage],
  args: { active: anchors.about, variant: 'header' },
  argTypes: {
    active: { control: 'select', options: [undefined, ...Object.values(anchors)] },
    variant: { control: 'radio', options: ['header', 'menu'] },
  },
  parameters: {
    router: 'own',
    accessibility: {
      keyboard:
        'Reached with Tab; Enter opens the same page in the other language, on the section being read.',
      screenReader:
        'A link named in its own language (\u201cDeutsch\u201d, \u201cEnglish\u201d), marked with lang and hreflang, so it is pronounced in that language and announced as leading to a page in it.',
    },
    guidelines: {
      do: [
        'Name each language in that language ("Deutsch", "English"), never with a flag.',
        'Use the header look in the header, the menu look in the phone menu, beside the section links.',
      ],
      dont: ['Do not send visitors to the other language’s home page: the link opens the same page.'],
    },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The link to the same page in the other language, on the section in view, named and marked in
 * that language (whichever the story's language is).
 */
const linksToOtherLanguage: Story['play'] = async ({ canvasElement, globals, args }) => {
  const locale = localeFor(globals);
  const other = locales.find((candidate) => candidate !== locale);
  if (!other) throw new Error('The site needs a second language.');
  const link = within(canvasElement).getByRole('link', { name: localeInfo[other].name });
  const hash = args.active ? `#${args.active}` : '';
  await expect(link).toHaveAttribute('href', alternateHref(localeRoot(locale), other, hash));
  await expect(link).toHaveAttribute('hreflang', other);
  await expect(link).toHaveAttribute('lang', other);
};

/** On an English page: "Deutsch", to the German page, on the section in view. */
export const OnEnglishPage: Story = {
  name: 'On English page',
  globals: { locale: 'en' },
  play: linksToOtherLanguage,
};

/** On a German page: "English", to the English page, on the section in view. */
export const OnGermanPage: Story = {
  name: 'On German page',
  globals: { locale: 'de' },
  play: linksToOtherLanguage,
};

/** The compact link of the header and the row of the phone menu. */
export const AllVariants: Story = {
  name: 'All variants',
  argTypes: { variant: { control: false } },
  ...allVariants(200, (args: Story['args']) => [
    { label: 'variant: header', node: <LanguageSwitch {...args} variant="header" /> },
    { label: 'variant: menu', node: <LanguageSwitch {...args} variant="menu" /> },
  ]),
};

/**
 * Both looks at rest, under the pointer, focused from the keyboard and pressed, each as wide as
 * where it sits: in the header's row, as wide as its word; in the menu's column, the column's width.
 * The focus ring is the site's one (Foundations/Tokens: `focusRing`).
 */
export const States: Story = {
  ...statesStory,
  render: (args) => (
    <StatesBoard
      samples={[
        {
          label: 'variant: header',
          node: (
            <Box sx={{ display: 'flex' }}>
              <LanguageSwitch {...args} variant="header" />
            </Box>
          ),
        },
        { label: 'variant: menu', node: <LanguageSwitch {...args} variant="menu" /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 2);
  },
};
