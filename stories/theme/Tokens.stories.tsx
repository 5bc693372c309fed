import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenOverview } from './TokenTables';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenOverview,
  parameters: {
    sourceFile: 'src/theme/themePrimitives.ts',
    guidelines: {
      do: [
        'Pick a colour by its role (text.secondary, primary.main), not by its value: each role has a value in both schemes.',
        'Check the contrast table before putting a text colour on a background: it gives the ratio of each pair and whether it passes AA.',
        'Space and size with the scales here (theme.spacing, the radii, the type styles).',
      ],
      dont: [
        'Do not write a colour, size or duration as a literal in a component: use a token, or add one here.',
        'Do not give a control a hover, pressed or disabled colour of its own: use the state tokens, so every control answers alike.',
        'Do not give cards a shadow: cards lie flat; only what floats over the page (a toast, the language offer) casts one.',
      ],
    },
  },
} satisfies Meta<typeof TokenOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every token, read from the theme: the colours of both schemes, the raw colour scales, the
 * contrast of each text colour on its background (with the AA verdict), the state tokens with
 * their CSS variables and contrast, the type scale, spacing,
 * radii, shadows, the focus ring and motion (the breakpoints are on Foundations/Layout). The docs page shows this overview; the
 * story is its snapshot, tested in light and dark but left out of the sidebar, so every token is
 * shown once.
 */
export const Overview: Story = { tags: ['!dev'] };
