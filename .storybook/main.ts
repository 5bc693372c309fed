import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // Pseudo states: hover, focus-visible and active drawn on demand, in the toolbar and in stories.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // The docs pages' props tables come from the components' own types and doc comments: the
    // TypeScript-aware parser follows imported and intersected prop types (react-docgen does not)
    // and reads defaults from destructuring. Props inherited from MUI or React stay out of the
    // tables (a designer needs this product's props, not every HTML attribute).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
};

export default config;
