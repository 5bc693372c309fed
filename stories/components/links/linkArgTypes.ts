import type { ArgTypes } from '@storybook/react-vite';
import type { AppLinkProps } from '@/components/links/AppLink';

/** The controls AppLink and ButtonLink share: where the link goes, its label, forcing a new tab, the press. */
export const linkArgTypes = {
  href: { control: 'text' },
  children: { control: 'text' },
  external: { control: 'boolean' },
  onClick: {
    description:
      'Called when the link is pressed, before it is followed (the Actions panel logs each press).',
    control: false,
    table: { defaultValue: { summary: 'none' } },
  },
} satisfies ArgTypes<Pick<AppLinkProps, 'href' | 'children' | 'external' | 'onClick'>>;
