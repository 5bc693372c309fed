import type { LinkProps } from '@mui/material/Link';

// A module of its own, so that AppLink (in the app's entry and in lazily loaded pages alike) reads
// the default without taking the theme's customizations into the chunk they share.

/**
 * Every link's underline unless it says otherwise: always shown, so a link in running text is
 * recognisable without its colour. AppLink reads it too, for its props table.
 */
export const defaultLinkUnderline: NonNullable<LinkProps['underline']> = 'always';
