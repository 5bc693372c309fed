import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  ButtonLink,
  buttonLinkSizes,
  buttonLinkVariants,
  type ButtonLinkProps,
} from '@/components/links/ButtonLink';
import { content } from '@/content';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { accents } from '@/theme/accents';
import { onPage } from '../../support/decorators';
import { contentFor, newTabLinkName } from '../../support/storyContent';
import { BoardScroller, StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { Variants } from '../../support/Variants';
import { linkArgTypes } from './linkArgTypes';
import { sampleLinks } from './linkKinds';

const meta = {
  title: 'Components/Links/Button link',
  component: ButtonLink,
  decorators: [onPage],
  args: { href: '/#contact', children: content.ventures.cta.label, variant: 'contained', onClick: fn() },
  argTypes: {
    ...linkArgTypes,
    variant: { control: 'radio', options: buttonLinkVariants },
    color: { control: 'radio', options: accents },
    size: { control: 'radio', options: buttonLinkSizes },
  },
  parameters: {
    accessibility: {
      keyboard:
        'Reached with Tab; Enter follows it. It is a link, so Space scrolls the page, as on any link.',
      screenReader:
        'A link, named by its text. Icons beside the text are passed with aria-hidden, so only the text is read; one that opens a new tab says so after it, out of sight.',
    },
    guidelines: {
      do: ['Use for calls to action that go somewhere.', 'Pair one contained button with outlined ones.'],
      dont: [
        'Do not use to submit a form or toggle something: use a button.',
        'Do not put two contained buttons side by side.',
      ],
    },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;
type ButtonLinkVariant = NonNullable<ButtonLinkProps['variant']>;

export const Default: Story = {};

/** One row of the board: its label, then the button in each look. */
function LookRow({ label, button }: { label: string; button: (variant: ButtonLinkVariant) => ReactNode }) {
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      {buttonLinkVariants.map((variant) => (
        <Box key={variant}>{button(variant)}</Box>
      ))}
    </>
  );
}

/** The board of every look, kind of href, accent and size, in the toolbar's language. */
function EveryLook(args: ButtonLinkProps) {
  const { kinds } = sampleLinks(useSiteContent());
  return (
    <Stack spacing={5}>
      <Variants
        minWidth={260}
        variants={buttonLinkVariants.map((variant) => ({
          label: `variant: ${variant}`,
          node: (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              {kinds.map(({ kind, href, text }) => (
                <ButtonLink key={kind} {...args} variant={variant} href={href}>
                  {text}
                </ButtonLink>
              ))}
            </Stack>
          ),
        }))}
      />
      <BoardScroller>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `max-content repeat(${String(buttonLinkVariants.length)}, minmax(max-content, 220px))`,
            columnGap: 3,
            rowGap: 2,
            alignItems: 'center',
            justifyItems: 'start',
          }}
        >
          <span />
          {buttonLinkVariants.map((variant) => (
            <Typography key={variant} variant="caption" color="text.secondary" component="p">
              variant: {variant}
            </Typography>
          ))}
          {accents.map((accent) => (
            <LookRow
              key={accent}
              label={`color: ${accent}`}
              button={(variant) => <ButtonLink {...args} variant={variant} color={accent} />}
            />
          ))}
          {buttonLinkSizes.map((size) => (
            <LookRow
              key={size}
              label={`size: ${size}`}
              button={(variant) => <ButtonLink {...args} variant={variant} size={size} />}
            />
          ))}
        </Box>
      </BoardScroller>
    </Stack>
  );
}

/**
 * Every look with each kind of href, then every accent and every size in each look: rows named by
 * what sets them apart, columns by look.
 */
export const AllVariants: Story = {
  name: 'All variants',
  // The board draws every look itself: a look chosen in the panel would change nothing.
  argTypes: { variant: { control: false } },
  render: (args) => <EveryLook {...args} />,
  play: async ({ canvasElement, globals }) => {
    const board = within(canvasElement);
    const copy = contentFor(globals);
    const {
      kinds: [, externalLink],
    } = sampleLinks(copy);
    // A screen reader is told it opens a new tab: the note is part of its name.
    const external = board.getAllByRole('link', { name: newTabLinkName(globals, externalLink.text) });
    await expect(external).toHaveLength(buttonLinkVariants.length);
    for (const link of external) await expect(link).toHaveAttribute('target', '_blank');
    // Each accent and each size, in every look.
    await expect(board.getAllByRole('link', { name: copy.ventures.cta.label })).toHaveLength(
      (accents.length + buttonLinkSizes.length) * buttonLinkVariants.length,
    );
  },
};

/**
 * Each look and accent at rest, under the pointer, focused from the keyboard and pressed, one board
 * per accent so that each fits a docs page. The focus ring is the site's one (Foundations/Tokens:
 * `focusRing`); hover darkens a filled button and tints the others.
 */
export const States: Story = {
  ...statesStory,
  render: (args) => (
    <Stack spacing={5}>
      {accents.map((color) => (
        <StatesBoard
          key={color}
          samples={buttonLinkVariants.map((variant) => ({
            label: `${variant} · ${color}`,
            node: (
              <ButtonLink {...args} variant={variant} color={color}>
                {args.children}
              </ButtonLink>
            ),
          }))}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // The addon holds the rows in their states once the story is drawn: its snapshot shows them.
    await expectEveryState(canvasElement, buttonLinkVariants.length * accents.length);
  },
};
