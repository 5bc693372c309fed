import type { ArgTypes } from '@storybook/react-vite';
import type { AppLinkProps } from '@/components/links/AppLink';

/** The controls AppLink and ButtonLink share: where the link goes, its label, and forcing a new tab. */
export const linkArgTypes = {
  href: { control: 'text' },
  children: { control: 'text' },
  external: { control: 'boolean' },
} satisfies ArgTypes<Pick<AppLinkProps, 'href' | 'children' | 'external'>>;
