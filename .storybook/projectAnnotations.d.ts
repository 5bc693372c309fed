// Storybook's Vite builder makes this module: the annotations of preview.tsx and of every addon
// main.ts lists, composed as Storybook composes them (the Vitest addon's own setup file reads it).
declare module 'virtual:/@storybook/builder-vite/project-annotations.js' {
  import type { ProjectAnnotations } from 'storybook/internal/types';
  import type { ReactRenderer } from '@storybook/react-vite';

  export function getProjectAnnotations(): ProjectAnnotations<ReactRenderer>;
}

// Storybook's React annotations that turn a component's docgen info into its arg types (the
// package ships no types for this entry); the props tables test composes stories with them.
declare module '@storybook/react/entry-preview-argtypes' {
  import type { ArgTypesEnhancer, Parameters } from 'storybook/internal/types';
  import type { ReactRenderer } from '@storybook/react-vite';

  export const argTypesEnhancers: ArgTypesEnhancer<ReactRenderer>[];
  export const parameters: Parameters;
}
