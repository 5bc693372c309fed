import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every component in `src/components` and `src/sections` has a story file of its own, at the same
 * place under `stories/` (`src/sections/art/ExhibitionBlock.tsx` →
 * `stories/sections/art/ExhibitionBlock.stories.tsx`): a designer finds each part, and its states,
 * where the source is. A module that draws nothing a designer could review is listed here with
 * where it is seen instead; everything else fails until it has its stories.
 */
const withoutStoryFile: Record<string, string> = {
  'src/components/ErrorBoundary.tsx': 'draws the error screen: Pages/Status pages, Error screen',
  'src/components/StaticPart.tsx': 'start-up machinery: draws its children, as every page story shows',
  'src/components/RoomForTheRest.tsx':
    'empty room for a page drawn in two steps, only after a link inside the app: the navigation e2e tests check it',
  'src/components/TextInLanguage.tsx':
    'marks the language of a text it wraps, nothing visible: checked in tests/unit/upcoming and the German e2e',
  'src/components/icons/index.tsx': 'the icon set: Foundations/Icons and imagery draws every icon',
  'src/components/feedback/ToastProvider.tsx':
    "the toasts' queue: Components/Feedback/Toast draws each toast",
  'src/components/layout/LanguageOfferBar.tsx':
    'the bar LanguageOffer shows above the header: Components/Site frame/Language offer draws it',
  'src/components/layout/RouteMeta.tsx': "the document's title and meta tags: nothing on the page",
  'src/components/layout/ScrollOnNavigate.tsx': 'scrolls on navigation: a behaviour the e2e tests check',
  'src/components/layout/SiteFrame.tsx': 'header, page and footer together: every Pages story draws it',
  'src/components/links/NewTabNote.tsx':
    "read out, not seen: App link's and Button link's All variants stories find their new-tab links by it",
  'src/components/links/SiteLink.tsx': "AppLink's link inside the site: Components/Links/App link draws it",
  'src/sections/contact/form/FormPrivacyNote.tsx':
    'the line under the form: every contact-form story draws it, the Loading one too',
  'src/sections/contact/form/SendButton.tsx':
    "the form's button and the shape that holds its place: the contact form's Send button states and Loading stories",
  'src/sections/contact/form/DeferredContactForm.tsx':
    "the form while its code loads or fails: the contact form's Loading and Load failed stories",
};

/** Folders of drawings, each file one icon: Foundations/Icons and imagery draws every one of them. */
const drawingFolders = ['src/components/icons/material/'];

const componentFiles = ['src/components', 'src/sections'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(dir, file))
    .filter((file) => !drawingFolders.some((folder) => file.startsWith(folder))),
);

const storyFileOf = (file: string) => file.replace(/^src\//, 'stories/').replace(/\.tsx$/, '.stories.tsx');

describe('the catalogue', () => {
  it('finds the components (or this test would check nothing)', () => {
    expect(componentFiles.length).toBeGreaterThan(30);
  });

  it.each(componentFiles.filter((file) => !(file in withoutStoryFile)))('has stories for %s', (file) => {
    expect(existsSync(storyFileOf(file)), `${storyFileOf(file)} is missing`).toBe(true);
  });

  it('lists no module as without stories that has them, or that is gone', () => {
    for (const file of Object.keys(withoutStoryFile)) {
      expect(existsSync(file), `${file} is listed but does not exist`).toBe(true);
      expect(existsSync(storyFileOf(file)), `${file} has stories now: remove it from the list`).toBe(false);
    }
  });
});
