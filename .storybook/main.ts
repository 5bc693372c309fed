import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { compileHintsPlugin } from '../scripts/build/compileHints.ts';
import { servedDirs } from '../scripts/build/servedDirs.ts';
import { docgenOptions } from './docgen.ts';

const pluginName = (plugin: PluginOption) =>
  plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';

/** Whether a plugin is one of React Router's: Storybook renders stories, not the site's routes. */
const isRouterPlugin = (plugin: PluginOption) => pluginName(plugin).startsWith('react-router');

/**
 * V8's compile hint suits the site's chunks, which run as soon as they arrive. Storybook's preview
 * carries every story's code, and with the hint each frame of a docs page compiled all of it
 * before drawing: the contact form's page (16 frames) was drawn about a quarter later.
 */
const isCompileHints = (plugin: PluginOption) => pluginName(plugin) === compileHintsPlugin;

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // The Vitest addon runs the story tests from the sidebar (vitest.config.ts). Pseudo states: hover, focus-visible and active drawn on demand, in the toolbar and in stories.
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'storybook-addon-pseudo-states',
  ],
  // `static/_headers`: the built catalogue's caching rules for a static host.
  staticDirs: ['../public', './static'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's own "Get started" checklist (render a first component, publish it) is for whoever
  // sets Storybook up, not for this catalogue's readers; above the sidebar it pushed the stories,
  // and the test results beside them, down.
  features: { sidebarOnboardingChecklist: false },
  // Storybook's own build and dev server load vite.config.ts, whose router plugin gives way to
  // React's. The story tests bring vite.config.ts themselves (vitest.config.ts), with React's.
  viteFinal: (viteConfig) => {
    const plugins = (viteConfig.plugins ?? []).flat();
    const kept = plugins.filter((plugin) => !isRouterPlugin(plugin) && !isCompileHints(plugin));
    const routerRemoved = plugins.some(isRouterPlugin);
    // Storybook's dev server replaces vite.config.ts's `server` options with its own: the folders it
    // may serve files from are added back (the fonts, in a worktree with a symlinked node_modules).
    const fs = viteConfig.server?.fs;
    return {
      ...viteConfig,
      plugins: routerRemoved ? [...kept, react()] : kept,
      server: { ...viteConfig.server, fs: { ...fs, allow: [...(fs?.allow ?? []), ...servedDirs] } },
    };
  },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: docgenOptions,
  },
};

export default config;
