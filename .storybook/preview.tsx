import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { createEmotionCache } from '../src/app/emotionCache';
import { ServicesProvider, type Services } from '../src/services/ServicesProvider';
import { acceptingEmail, unreachableScheduling } from '../stories/support/fakeServices';
import { axeRunOptions } from '../tests/support/axe';
import { viewports } from './viewports';
import './fixedClock';
import { ColorSchemeFromToolbar, type Scheme } from './colorScheme';
import { AppDocsContainer, ComponentDocsPage } from './docs';

// What the site's index.html sets: scripts run (the contact form is shown, not its no-script note).
document.documentElement.dataset.scripting = 'on';

const cache = createEmotionCache();

/**
 * Stories never reach third parties: by default the scheduling provider is "unreachable" and the
 * email provider a stand-in that accepts every message.
 */
const storyServices: Services = { scheduling: unreachableScheduling, email: acceptingEmail };

/**
 * Every story gets the app's providers (theme, fonts, global styles), stand-in services
 * (`parameters.services` overrides them) and a router, unless it renders the whole app with its
 * own router (page stories set `parameters.router = 'own'`).
 */
const withAppProviders: Decorator = (Story, context) => {
  const scheme = (context.globals.theme as Scheme | undefined) ?? 'light';
  const services = { ...storyServices, ...(context.parameters.services as Partial<Services> | undefined) };
  const story = context.parameters.router === 'own' ? <Story /> : <MemoryRouter>{<Story />}</MemoryRouter>;
  return (
    <AppProviders cache={cache}>
      <ServicesProvider services={services}>
        <ColorSchemeFromToolbar scheme={scheme}>{story}</ColorSchemeFromToolbar>
      </ServicesProvider>
    </AppProviders>
  );
};

const preview: Preview = {
  // Every story file gets a docs page (its component's doc comment, props table, every story).
  tags: ['autodocs'],
  decorators: [withAppProviders],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
    docs: { container: AppDocsContainer, page: ComponentDocsPage, toc: true },
    // Backgrounds come from the theme (the toolbar's scheme), never from a picker that paints
    // behind the story without changing its colours.
    backgrounds: { disable: true },
    a11y: { test: 'error', options: axeRunOptions },
    options: {
      storySort: {
        order: [
          'Foundations',
          'Components',
          'Sections',
          ['Hero', 'About', 'Experience', 'Speaking', 'Art', 'Ventures', 'Contact'],
          'Pages',
          ['Home', 'Legal', 'Status'],
        ],
      },
    },
  },
};

export default preview;
