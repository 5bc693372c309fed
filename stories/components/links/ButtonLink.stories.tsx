import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ButtonLink, buttonLinkSizes, buttonLinkVariants } from '../../../src/components/links/ButtonLink';
import { accents } from '../../../src/theme/accents';
import { onPage } from '../../support/decorators';
import { allVariants } from '../../support/Variants';
import { linkArgTypes } from './linkArgTypes';
import { linkKinds } from './linkKinds';

const meta = {
  title: 'Components/Links/Button link',
  component: ButtonLink,
  decorators: [onPage],
  args: { href: '/#contact', children: 'Get in touch', variant: 'contained', onClick: fn() },
  argTypes: {
    ...linkArgTypes,
    variant: { control: 'radio', options: buttonLinkVariants },
    color: { control: 'radio', options: accents },
    size: { control: 'radio', options: buttonLinkSizes },
  },
  parameters: {
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

export const Default: Story = {};

/** Each look (contained, outlined, text) with each kind of href. */
export const AllVariants: Story = {
  ...allVariants(260, (args) =>
    buttonLinkVariants.map((variant) => ({
      label: `variant: ${variant}`,
      node: (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {linkKinds.map(({ kind, href, text }) => (
            <ButtonLink key={kind} {...args} variant={variant} href={href}>
              {text}
            </ButtonLink>
          ))}
        </Stack>
      ),
    })),
  ),
  play: async ({ canvasElement }) => {
    const external = within(canvasElement).getAllByRole('link', { name: 'Talk recordings' });
    await expect(external).toHaveLength(buttonLinkVariants.length);
    for (const link of external) await expect(link).toHaveAttribute('target', '_blank');
  },
};
