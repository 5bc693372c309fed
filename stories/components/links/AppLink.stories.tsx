import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppLink, linkUnderlines } from '@/components/links/AppLink';
import { content } from '@/content';
import { useSiteContent } from '@/i18n/SiteContentProvider';
import { onPage } from '../../support/decorators';
import { contentFor, newTabLinkName } from '../../support/storyContent';
import { StatesBoard, expectEveryState, statesStory } from '../../support/States';
import { Variants } from '../../support/Variants';
import { linkArgTypes } from './linkArgTypes';
import { sampleLinks } from './linkKinds';

const {
  kinds: [siteLink],
} = sampleLinks(content);

const meta = {
  title: 'Components/Links/App link',
  component: AppLink,
  decorators: [onPage],
  args: { href: siteLink.href, children: siteLink.text, onClick: fn() },
  argTypes: {
    ...linkArgTypes,
    underline: { control: 'radio', options: linkUnderlines },
  },
  parameters: {
    accessibility: {
      keyboard: 'Reached with Tab; Enter follows it.',
      screenReader:
        'A link, named by its text; write text that says where it goes, not \u201cclick here\u201d. One that opens a new tab says so after its text, out of sight (\u201c(opens in a new tab)\u201d).',
    },
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

/** Every kind of href, as `AppLink` with `args` draws it, in the toolbar's language. */
function EveryLinkKind(args: ComponentProps<typeof AppLink>) {
  const { kinds, forcedExternal } = sampleLinks(useSiteContent());
  return (
    <Variants
      minWidth={200}
      variants={[
        ...kinds.map(({ kind, href, text }) => ({
          label: kind,
          node: (
            <AppLink {...args} href={href}>
              {text}
            </AppLink>
          ),
        })),
        {
          label: 'internal, external forced',
          node: (
            <AppLink {...args} href={forcedExternal.href} external>
              {forcedExternal.text}
            </AppLink>
          ),
        },
      ]}
    />
  );
}

/** Every kind of href: internal, external (new tab), `mailto:`, `tel:`, and a site path forced into a new tab. */
export const AllVariants: Story = {
  name: 'All variants',
  // The board draws one link of each kind, with its own href and text: those two controls would change nothing.
  argTypes: { href: { control: false }, children: { control: false } },
  render: (args) => <EveryLinkKind {...args} />,
  play: async ({ canvasElement, globals }) => {
    const links = within(canvasElement);
    const {
      kinds: [internal, external, mailto],
      forcedExternal,
    } = sampleLinks(contentFor(globals));
    const link = (text: string) => links.getByRole('link', { name: text });
    // A screen reader is told which links open a new tab: the note is part of their names.
    const inNewTab = (text: string) => link(newTabLinkName(globals, text));
    await expect(inNewTab(external.text)).toHaveAttribute('target', '_blank');
    await expect(inNewTab(external.text)).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link(internal.text)).not.toHaveAttribute('target');
    await expect(link(mailto.text)).not.toHaveAttribute('target');
    await expect(inNewTab(forcedExternal.text)).toHaveAttribute('target', '_blank');
  },
};

/**
 * Each underline, and the footer's quiet link, at rest, under the pointer, focused from the keyboard
 * and pressed. The focus ring
 * is the site's one (Foundations/Tokens: `focusRing`).
 */
export const States: Story = {
  ...statesStory,
  render: (args) => (
    <StatesBoard
      samples={[
        ...linkUnderlines.map((underline) => ({
          label: `underline: ${underline}`,
          node: <AppLink {...args} underline={underline} />,
        })),
        {
          label: 'color: text.secondary, underline: hover (the footer\u2019s links)',
          node: <AppLink {...args} color="text.secondary" underline="hover" variant="body2" />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, linkUnderlines.length + 1);
  },
};
