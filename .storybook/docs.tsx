import { Fragment, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  Controls,
  Markdown,
  Source,
  Description,
  DocsContainer,
  DocsContext,
  DocsStory,
  Stories,
  Subtitle,
  Title,
  useOf,
  type DocsContainerProps,
} from '@storybook/addon-docs/blocks';
import Box from '@mui/material/Box';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { create } from 'storybook/theming/create';
import { AppProviders } from '@/app/AppProviders';
import { createEmotionCache } from '@/app/emotionCache';
import { getDesignTokens, fontFamily, radius } from '@/theme/themePrimitives';
import packageJson from '../package.json';
import type { Locale } from '@/i18n/locales';
import { ColorSchemeFromToolbar, docsSchemeAttribute, type Scheme } from './colorScheme';
import { propsTableRows } from './propsTable';
import { repositoryFileUrl, sourceFileOf } from './sourceFile';
import { viewports } from './viewports';

/**
 * Docs pages are drawn in the app's own colours and fonts, in the scheme the toolbar picks: a
 * designer reads the tokens and components on the background they are used on.
 */
function docsTheme(scheme: Scheme) {
  const palette = getDesignTokens(scheme);
  return create({
    base: scheme,
    colorPrimary: palette?.primary && 'main' in palette.primary ? palette.primary.main : undefined,
    colorSecondary: palette?.primary && 'main' in palette.primary ? palette.primary.main : undefined,
    appBg: palette?.background?.paper,
    appContentBg: palette?.background?.default,
    appPreviewBg: palette?.background?.default,
    appBorderColor: palette?.divider,
    appBorderRadius: radius.small,
    textColor: palette?.text?.primary,
    textMutedColor: palette?.text?.secondary,
    fontBase: fontFamily.body,
  });
}
const docsThemes = { light: docsTheme('light'), dark: docsTheme('dark') };

/**
 * A story a docs page draws in a frame of its own loads Storybook's preview URL with its id. With
 * the toolbar's language in that URL the frame draws the story in it, and a new language loads
 * the frames again (they are drawn anew: Storybook's frames never change their address).
 */
function setFramesLocale(locale: Locale) {
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=locale:${locale}`;
}

/**
 * The toolbar's scheme and language, followed as they change (docs pages have no story context to
 * read them from). Read from this page's own store (internal in Storybook's types): the frames of
 * stories a docs page draws on their own (the contact form's) announce their globals on the same
 * channel.
 */
function useToolbarGlobals(context: DocsContainerProps['context']): { scheme: Scheme; locale: Locale } {
  const { channel } = context;
  const read = () => {
    const globals = (
      context as unknown as { store: { userGlobals: { get(): { theme?: Scheme; locale?: Locale } } } }
    ).store.userGlobals.get();
    const toolbar = { scheme: globals.theme ?? 'light', locale: globals.locale ?? 'en' };
    setFramesLocale(toolbar.locale);
    return toolbar;
  };
  const [toolbar, setToolbar] = useState(read);
  useEffect(() => {
    const follow = () => {
      setToolbar(read());
    };
    channel.on(GLOBALS_UPDATED, follow);
    return () => {
      channel.off(GLOBALS_UPDATED, follow);
    };
    // `read` only reads the context, which the dependency covers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel, context]);
  return toolbar;
}

const cache = createEmotionCache();

/** The viewports narrower than a docs page's column, in which a story may be set. */
const narrowViewports = ['phone', 'tablet'] as const;

/**
 * A story set on a phone or a tablet (`globals.viewport`: the phone menu exists only on a phone,
 * the artworks form a list only between a phone's width and a laptop's) is drawn on its docs page
 * in a frame of its own (`docs.story.inline: false`) as wide as that device, where the page's media
 * queries see it; inline, at the docs column's width, it would draw the desktop's layout.
 */
function ViewportFrames({ context }: Pick<DocsContainerProps, 'context'>) {
  let stories: { id: string; storyGlobals?: Record<string, unknown> }[] = [];
  try {
    stories = context.componentStories();
  } catch {
    // A page of its own (MDX) has no component and no stories.
  }
  const viewportOf = (story: (typeof stories)[number]) =>
    (story.storyGlobals?.viewport as { value?: string } | undefined)?.value;
  const rules = narrowViewports.flatMap((viewport) => {
    const set = stories.filter((story) => viewportOf(story) === viewport);
    if (set.length === 0) return [];
    const selector = set.map((story) => `#iframe--${CSS.escape(story.id)}`).join(', ');
    return [
      `${selector} { width: min(${viewports[viewport].styles.width}, 100%) !important; display: block; margin-inline: auto; }`,
    ];
  });
  return rules.length > 0 ? <style>{rules.join('\n')}</style> : null;
}

export function AppDocsContainer({ context, children }: DocsContainerProps & { children: ReactNode }) {
  const { scheme, locale } = useToolbarGlobals(context);
  // The stories drawn in frames of their own read it from here (ColorSchemeFromDocsPage).
  useEffect(() => {
    document.documentElement.setAttribute(docsSchemeAttribute, scheme);
  }, [scheme]);
  return (
    <DocsContainer context={context} theme={docsThemes[scheme]}>
      <ViewportFrames context={context} />
      <AppProviders cache={cache}>
        <ColorSchemeFromToolbar scheme={scheme}>
          <Fragment key={locale}>{children}</Fragment>
        </ColorSchemeFromToolbar>
      </AppProviders>
    </DocsContainer>
  );
}

/** The code of every source file, each loaded only when its docs page shows it. */
const sourceTexts = import.meta.glob<string>('../src/**/*.{ts,tsx}', { query: '?raw', import: 'default' });

/**
 * The component's source file: a link to it in the repository (once `package.json` names one in
 * `repository`) and, always, its code on the page, folded until asked for.
 */
function SourceFile({ file }: { file: string }) {
  const [code, setCode] = useState<string>();
  const load = sourceTexts[`../${file}`];
  const url = repositoryFileUrl((packageJson as { repository?: unknown }).repository, file);
  return (
    <details
      onToggle={(event) => {
        if (event.currentTarget.open && code === undefined && load) void load().then(setCode);
      }}
    >
      <summary>
        Source:{' '}
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {file}
          </a>
        ) : (
          <code>{file}</code>
        )}{' '}
        (show the code)
      </summary>
      <Source language="tsx" code={code ?? (load ? 'Loading…' : `${file} does not exist.`)} />
    </details>
  );
}

/** A note's text as the inline markdown it is written in (code, emphasis, links), with no paragraph. */
function Note({ text }: { text: string }) {
  return <Markdown options={{ overrides: { p: { component: Inline } } }}>{text}</Markdown>;
}

function Inline({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** Do and don't notes, for the choices a designer has to make with this component. */
export interface Guidelines {
  do?: string[];
  dont?: string[];
}

function GuidelineList({ title, items }: { title: string; items?: string[] }) {
  if (!items?.length) return null;
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Note text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a keyboard and a screen reader get from a component: `parameters.accessibility`. */
export interface AccessibilityNotes {
  keyboard?: string;
  screenReader?: string;
}

/** Why axe cannot decide a rule on a story: everywhere it is tested, or only at phone width. */
export type InconclusiveReason = string | { onPhone: string };

interface StoryWithA11y {
  name: string;
  parameters?: { a11y?: { inconclusive?: Record<string, InconclusiveReason> } };
}

/**
 * Keyboard use, what a screen reader announces, and why axe could not decide a rule on a story
 * (each such result is explained in the story's `parameters.a11y.inconclusive`, or the story fails).
 */
function Accessibility() {
  const { preparedMeta, csfFile } = useOf('meta', ['meta']);
  const notes = (preparedMeta.parameters as { accessibility?: AccessibilityNotes }).accessibility;
  const metaInconclusive = (preparedMeta.parameters as StoryWithA11y['parameters'])?.a11y?.inconclusive ?? {};
  const explained = Object.values(csfFile.stories as Record<string, StoryWithA11y>).flatMap((story) =>
    Object.entries({ ...metaInconclusive, ...story.parameters?.a11y?.inconclusive }).map(
      ([rule, reason]) => ({
        story: story.name,
        rule,
        reason: typeof reason === 'string' ? reason : `At phone width: ${reason.onPhone}`,
      }),
    ),
  );
  return (
    <>
      <h2>Accessibility</h2>
      <ul>
        {notes?.keyboard && (
          <li>
            <strong>Keyboard:</strong> <Note text={notes.keyboard} />
          </li>
        )}
        {notes?.screenReader && (
          <li>
            <strong>Screen reader:</strong> <Note text={notes.screenReader} />
          </li>
        )}
        <li>
          Every story below is checked by axe (WCAG 2.2 A and AA) in light and in dark when the tests run; a
          violation, or a result axe calls inconclusive without a reason given here, fails it.
        </li>
        {explained.map(({ story, rule, reason }) => (
          <li key={`${story}-${rule}`}>
            <strong>
              Inconclusive on “{story}”: {rule}.
            </strong>{' '}
            <Note text={reason} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The source path and the do/don't notes of the component on this page. */
function AboutThisComponent() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const parameters = preparedMeta.parameters as Record<string, unknown>;
  const guidelines = parameters.guidelines as Guidelines | undefined;
  return (
    <>
      <SourceFile file={sourceFileOf(parameters)} />
      {guidelines && (
        <>
          <h2>Usage</h2>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 24 }}
          >
            <GuidelineList title="Do" items={guidelines.do} />
            <GuidelineList title="Don't" items={guidelines.dont} />
          </div>
        </>
      )}
    </>
  );
}

/**
 * The props table under the first story or, where the entry has no prop a designer could set (a
 * whole page at its address, the tokens), a line saying so: an empty space would read as a table
 * that failed to load.
 */
function PropsTable() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const rows = propsTableRows(preparedMeta.argTypes);
  // Its four columns need more room than a phone's page has: below `md` it scrolls sideways in its
  // own box, and the page keeps its width. The box takes the table's margins (Storybook's 25 and
  // 40 px, `sb-unstyled` keeps the docs page's margin reset off it) less the room it leaves the
  // table's border and shadow, which it would clip. Wider, the table is drawn as Storybook draws it.
  if (rows.length > 0)
    return (
      <Box
        className="sb-unstyled"
        sx={(theme) => ({
          [theme.breakpoints.down('md')]: {
            overflowX: 'auto',
            m: `21px -4px 36px`,
            p: '4px',
            '& table.docblock-argstable': { my: 0 },
            // The table's box, which places the reset button at its right end, as wide as the table.
            '& div:has(> table.docblock-argstable)': { width: 'min-content', minWidth: '100%' },
          },
        })}
      >
        <Controls />
      </Box>
    );
  return (
    <p>
      No props: this entry is drawn from the site&rsquo;s content and state alone; its stories show each case.
    </p>
  );
}

/**
 * The first story, named and described as every other story is, with its toolbar: the props table
 * below it drives it. It is drawn once: the list of stories after the table leaves it out.
 */
function FirstStory() {
  const [first] = useContext(DocsContext).componentStories();
  return first ? <DocsStory of={first.moduleExport as unknown} expanded withToolbar /> : null;
}

/**
 * Every component's docs page: its description (the component's own doc comment), where its code
 * lives, when to use it, the first story with its controls and props table, then every other story
 * (the first is not drawn again).
 */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <AboutThisComponent />
      <Accessibility />
      <FirstStory />
      <PropsTable />
      <Stories title="More stories" includePrimary={false} />
    </>
  );
}
