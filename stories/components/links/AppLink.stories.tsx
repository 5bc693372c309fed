import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppLink, linkUnderlines } from '../../../src/components/links/AppLink';
import { onPage } from '../../support/decorators';
import { allVariants } from '../../support/Variants';
import { linkArgTypes } from './linkArgTypes';
import { linkKinds } from './linkKinds';

const meta = {
  title: 'Components/Links/App link',
  component: AppLink,
  decorators: [onPage],
  args: { href: '/terms', children: 'Terms of use', onClick: fn() },
  argTypes: {
    ...linkArgTypes,
    underline: { control: 'radio', options: linkUnderlines },
  },
  parameters: {
    guidelines: {
      do: [
        'Use for links in text, lists and the footer; the href decides how it opens.',
        'Write link text that says where it goes.',
      ],
      dont: [
        'Do not use for calls to action: use ButtonLink.',
        'Do not set `external` on a site path unless the page must open beside this one.',
      ],
    },
  },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site path: a client-side navigation, same tab. */
export const Default: Story = {};

/** Every kind of href: internal, external (new tab), `mailto:`, `tel:`, and a site path forced into a new tab. */
export const AllVariants: Story = {
  ...allVariants(200, (args) => [
    ...linkKinds.map(({ kind, href, text }) => ({
      label: `${kind} · ${href}`,
      node: (
        <AppLink {...args} href={href}>
          {text}
        </AppLink>
      ),
    })),
    {
      label: 'internal, external forced',
      node: (
        <AppLink {...args} href="/privacy" external>
          Privacy policy
        </AppLink>
      ),
    },
  ]),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement);
    await expect(links.getByRole('link', { name: 'Talk recordings' })).toHaveAttribute('target', '_blank');
    await expect(links.getByRole('link', { name: 'Talk recordings' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(links.getByRole('link', { name: 'Terms of use' })).not.toHaveAttribute('target');
    await expect(links.getByRole('link', { name: 'hello@example.com' })).not.toHaveAttribute('target');
    await expect(links.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('target', '_blank');
  },
};
