// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { composeStories } from '@storybook/react-vite';
import * as reactArgTypes from '@storybook/react/entry-preview-argtypes';
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from '../../.storybook/docgen.ts';
import { rowsWithoutDefault, type ArgTypeInTable } from '../../.storybook/propsTable.ts';

/**
 * The props tables on the catalogue's docs pages, read as Storybook reads them: every prop a
 * component of `src/components` or `src/sections` declares says what it is for, so a designer
 * never meets a bare name and type, and every optional prop gives its default (a JSDoc `@default`
 * or a default value where the prop is read), so the table says what leaving it out does. (Props
 * inherited from MUI or React are not in the tables.)
 */
const tsxFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
    .map((file) => path.join(dir, file));

const parser = withCustomConfig('tsconfig.json', docgenOptions);
/** Every component a story file may show: the parts, the pages and the catalogue's own boards. */
const docs = parser.parse(['src/components', 'src/sections', 'src/pages', 'stories/theme'].flatMap(tsxFiles));
const components = docs.filter(({ filePath }) =>
  /^src\/(components|sections)\//.test(path.relative('.', filePath)),
);

describe('props tables', () => {
  it('read the components (or this test would check nothing)', () => {
    expect(components.length).toBeGreaterThan(30);
    expect(components.find(({ displayName }) => displayName === 'ButtonLink')?.props).toHaveProperty('href');
  });

  it.each(components.map((component) => [component.displayName, component] as const))(
    '%s: every prop has a description',
    (_, { props }) => {
      const undescribed = Object.values(props)
        .filter(({ description }) => description.trim() === '')
        .map(({ name }) => name);
      expect(undescribed).toEqual([]);
    },
  );

  it.each(components.map((component) => [component.displayName, component] as const))(
    '%s: every optional prop has a default',
    (_, { props }) => {
      const withoutDefault = Object.values(props)
        .filter(({ required, defaultValue }) => !required && defaultValue == null)
        .map(({ name }) => name);
      expect(withoutDefault).toEqual([]);
    },
  );
});

/**
 * The tables as each docs page draws them: the component's props as docgen reads them (given to
 * the component as Storybook's docgen plugin gives them, which the story tests run without), the
 * arg types the story file declares (a MUI component's, the content fields'), and the args it sets
 * without declaring them. Every optional row says what leaving it out does.
 */
type StoryModule = Parameters<typeof composeStories>[0];
interface ComposedStory {
  argTypes: Record<string, ArgTypeInTable>;
}
const storyFiles = Object.entries(
  import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true }),
).map(([file, module]) => [file.replace(/^(\.\.\/)+/, ''), module] as const);

interface DocumentedComponent {
  name?: string;
  displayName?: string;
  /** What `forwardRef` wraps, named where the function is. */
  render?: { name?: string };
  __docgenInfo?: unknown;
}

/** The component of a story file with the docgen info Storybook's plugin would have given it. */
function withDocgen(module: StoryModule) {
  const component = module.default.component as DocumentedComponent | undefined;
  // A `forwardRef` component has no name of its own: the function it wraps has.
  const name = component?.displayName ?? component?.name ?? component?.render?.name;
  const doc = docs.find(({ displayName }) => displayName === name);
  if (component && doc) component.__docgenInfo = doc;
  return module;
}

/** The arg types of each story of a file, as its docs page's props table gets them. */
function storiesArgTypes(module: StoryModule) {
  return Object.values<ComposedStory>(composeStories(withDocgen(module), reactArgTypes)).map(
    ({ argTypes }) => argTypes,
  );
}

describe('docs pages', () => {
  it('read the story files (or this test would check nothing)', () => {
    expect(storyFiles.length).toBeGreaterThan(30);
    // Every component gets its docgen info but MUI's, whose rows their story files declare.
    const withoutDocgen = storyFiles
      .filter(([, module]) => !(withDocgen(module).default.component as DocumentedComponent).__docgenInfo)
      .map(([file]) => file);
    expect(withoutDocgen).toEqual([
      'stories/components/inputs/Button.stories.tsx',
      'stories/components/inputs/TextField.stories.tsx',
    ]);
    const tag = storyFiles.find(([file]) => file === 'stories/components/Tag.stories.tsx');
    if (!tag) throw new Error('No story file for Tag');
    // Only docgen says that a tag's label is required.
    expect(storiesArgTypes(tag[1])[0]?.label?.type).toHaveProperty('required', true);
  });

  it.each(storyFiles)('%s: every optional prop in its props table has a default', (_, module) => {
    const withoutDefault = new Set(storiesArgTypes(module).flatMap(rowsWithoutDefault));
    expect([...withoutDefault]).toEqual([]);
  });
});
