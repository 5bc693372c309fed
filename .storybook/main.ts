import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { docgenOptions } from './docgen.ts';

/** Whether a plugin is one of React Router's: Storybook renders stories, not the site's routes. */
const isRouterPlugin = (plugin: PluginOption) =>
  Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('react-router'));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // Pseudo states: hover, focus-visible and active drawn on demand, in the toolbar and in stories.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []).flat().filter((plugin) => !isRouterPlugin(plugin)), react()],
  }),
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: docgenOptions,
  },
};

export default config;
