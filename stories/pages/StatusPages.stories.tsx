import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeRoot } from '@/i18n/locales';
import { pageStory, type AppAtRouteProps } from '../support/AppAtRoute';
import { onPage } from '../support/decorators';
import { contentFor, localeFor } from '../support/storyContent';
import { StatusScreen } from '@/pages/StatusScreen';
import { ErrorActions } from '@/pages/ErrorPage';
import { StatesBoard, expectEveryState, statesStory } from '../support/States';

const page = pageStory(StatusScreen, {
  keyboard:
    'On the 404 page the skip link and the header come first, then the button home. The error screen replaces the whole layout (the header may be what failed): its two buttons, home and try again, are the only stops.',
  screenReader:
    'The level-1 heading says what happened; the large code above it (404) is read as text before it; the sentence under it says what to do next.',
});

const meta = {
  title: 'Pages/Status',
  ...page,
  parameters: {
    ...page.parameters,
    sourceFile: 'src/pages/StatusScreen.tsx',
    guidelines: {
      do: ['Say what happened in one line and offer the way home.'],
      dont: ['Do not show technical details of an error to visitors.'],
    },
  },
} satisfies Meta<AppAtRouteProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: 'Not found',
  tags: ['on-phone', 'snapshot-as-route', 'in-german'],
  args: { path: '/this-page-does-not-exist' },
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement);
    const { notFound } = contentFor(globals);
    // The page's code loads on its own (a lazy chunk, as on the site): wait for it.
    await expect(await page.findByText(notFound.code)).toBeVisible();
    await expect(page.getByRole('link', { name: notFound.homeLabel })).toHaveAttribute(
      'href',
      localeRoot(localeFor(globals)),
    );
  },
};

function BrokenPage(): never {
  throw new Error('A section failed to render (story: deliberate error).');
}

/** The error screen, shown by the app's error boundary when a page throws. */
export const ErrorScreen: Story = {
  name: 'Error screen',
  tags: ['in-german'],
  args: {
    path: '/',
    // Every path: the story's path moves to the toolbar's language (`/de/`), and the page still throws.
    routeTable: [{ path: '*', element: <BrokenPage /> }],
  },
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement);
    // In another language its copy arrives with that language's content: wait for it.
    await expect(await page.findByRole('heading', { name: contentFor(globals).error.title })).toBeVisible();
  },
};

/**
 * The error screen's two buttons at rest, under the pointer, focused from the keyboard and
 * pressed: home, filled (hover and pressed in Foundations/Tokens: `primary.dark`), and Reload
 * page, outlined (tinted, `action.hover` and `action.pressed`); the focus ring is the site's one
 * (`focusRing`).
 */
export const ErrorActionStates: Story = {
  name: 'Error action states',
  // A board of the screen's controls: the path is not read.
  args: { path: '/' },
  ...statesStory,
  // Room around it, as the other boards have: the page's file draws pages edge to edge.
  decorators: [onPage],
  // A board of two controls, not a page: no skip link or landmarks to ask for.
  parameters: { ...statesStory.parameters, a11y: { config: { rules: [{ id: 'bypass', enabled: false }] } } },
  render: () => (
    <StatesBoard
      minWidth={440}
      samples={[
        {
          label: 'home · reload page',
          node: (
            <Stack direction="row" spacing={2}>
              <ErrorActions />
            </Stack>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expectEveryState(canvasElement, 2);
    const { error } = contentFor(globals);
    await expect(within(canvasElement).getAllByRole('button', { name: error.reloadLabel })).toHaveLength(4);
  },
};
