import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenOverview } from './TokenTables';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenOverview,
  parameters: { sourceFile: 'src/theme/themePrimitives.ts' },
} satisfies Meta<typeof TokenOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colours of both schemes, the raw scales, the type scale and the spacing scale. */
export const Overview: Story = {};
