import type { Decorator, Preview } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { UPDATE_STORY_ARGS } from 'storybook/internal/core-events';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createEmotionCache } from '@/app/emotionCache';
import { ServicesProvider, type Services } from '@/services/ServicesProvider';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { contentByLocale } from '@/content/byLanguage';
import { SiteContentProvider } from '@/i18n/SiteContentProvider';
import { acceptingEmail, unreachableScheduling } from '../stories/support/fakeServices';
import { translateArgs } from '../stories/support/translateArgs';
import { axeRunOptions } from '../tests/support/axe';
import { viewports } from './viewports';
import './fixedClock';
// The @font-face rules of the self-hosted font subsets (scripts/build/fonts); the site's pages have them inline.
import 'virtual:fonts.css';
import { ColorSchemeFromDocsPage, ColorSchemeFromToolbar, type Scheme } from './colorScheme';
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
 * A story a docs page draws in a frame of its own (`docs.story.inline: false`) gets no globals
 * from the toolbar: it takes its scheme from the docs page instead. Its parent is the docs page,
 * in Storybook's manager or opened at its own address.
 */
function isDocsFrame() {
  try {
    return (
      window.parent !== window && new URL(window.parent.location.href).searchParams.get('viewMode') === 'docs'
    );
  } catch {
    // A parent from another origin (a catalogue embedded elsewhere) is no docs page of this one.
    return false;
  }
}
const inDocsFrame = isDocsFrame();

/**
 * Every story gets the app's providers (theme, fonts, global styles), stand-in services
 * (`parameters.services` overrides them) and a router, unless it renders the whole app with its
 * own router (page stories set `parameters.router = 'own'`).
 */
const withAppProviders: Decorator = (Story, context) => {
  const scheme = (context.globals.theme as Scheme | undefined) ?? 'light';
  const locale = (context.globals.locale as Locale | undefined) ?? 'en';
  const services = { ...storyServices, ...(context.parameters.services as Partial<Services> | undefined) };
  const translated = translateArgs(context.args, locale);
  const changed = Object.entries(translated).filter(([name, value]) => value !== context.args[name]);
  // The story's args themselves follow, so Controls show the copy the canvas draws; a text typed
  // there has no counterpart and is kept as typed.
  if (changed.length > 0) {
    const updatedArgs = Object.fromEntries(changed);
    queueMicrotask(() => {
      addons.getChannel().emit(UPDATE_STORY_ARGS, { storyId: context.id, updatedArgs });
    });
  }
  const localized = <Story args={translated} />;
  const routed = context.parameters.router === 'own' ? localized : <MemoryRouter>{localized}</MemoryRouter>;
  // On a docs page Storybook marks its own English text with lang="en", the stories drawn among it
  // too: the story says which language it is in (a box of no size of its own, so nothing moves).
  const story =
    context.viewMode === 'docs' ? (
      <div lang={locale} style={{ display: 'contents' }}>
        {routed}
      </div>
    ) : (
      routed
    );
  return (
    <AppProviders cache={cache}>
      <ServicesProvider services={services}>
        <SiteContentProvider locale={locale} content={contentByLocale[locale]}>
          {inDocsFrame ? (
            <ColorSchemeFromDocsPage>{story}</ColorSchemeFromDocsPage>
          ) : (
            <ColorSchemeFromToolbar scheme={scheme}>{story}</ColorSchemeFromToolbar>
          )}
        </SiteContentProvider>
      </ServicesProvider>
    </AppProviders>
  );
};

/**
 * The story's page is in the toolbar's language, as a page of the site is: `lang` on <html>, which
 * hyphenation and screen readers follow. And the visitor's browser prefers that language, so the
 * page stories show no note offering the other one (the language offer's stories set a browser of
 * their own).
 */
function pageInStoryLanguage({ globals }: { globals: Record<string, unknown> }) {
  const locale = (globals.locale as Locale | undefined) ?? 'en';
  const root = document.documentElement;
  const pageLanguage = root.lang;
  root.lang = locale;
  Object.defineProperty(navigator, 'languages', { configurable: true, value: [localeInfo[locale].intl] });
  return () => {
    root.lang = pageLanguage;
    Reflect.deleteProperty(navigator, 'languages');
  };
}

const preview: Preview = {
  // Every story file gets a docs page (its component's doc comment, props table, every story).
  tags: ['autodocs'],
  decorators: [withAppProviders],
  beforeEach: pageInStoryLanguage,
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
    locale: {
      description: 'Language of the copy',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((locale) => ({
          value: locale,
          title: localeInfo[locale].name,
          right: locale.toUpperCase(),
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
    docs: {
      container: AppDocsContainer,
      page: ComponentDocsPage,
      // Every section of a long page (h2) and its parts (h3); not the headings a story draws.
      toc: { headingSelector: 'h2, h3', ignoreSelector: '.docs-story h2, .docs-story h3' },
    },
    // Backgrounds come from the theme (the toolbar's scheme), never from a picker that paints
    // behind the story without changing its colours.
    backgrounds: { disable: true },
    a11y: {
      test: 'error',
      options: axeRunOptions,
      // "Bypass blocks" asks a whole page for a skip link, a heading or a landmark: a component
      // on its own has none of them and would always be inconclusive. The page stories turn it
      // back on (`pageStory` in stories/support/AppAtRoute.tsx).
      config: { rules: [{ id: 'bypass', enabled: false }] },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Content guidelines', 'Tokens'],
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
