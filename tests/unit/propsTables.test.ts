import { readdirSync } from 'node:fs';
import path from 'node:path';
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from '../../.storybook/docgen.ts';

/**
 * The props tables on the catalogue's docs pages, read as Storybook reads them: every prop a
 * component of `src/components` or `src/sections` declares says what it is for, so a designer
 * never meets a bare name and type, and every optional prop gives its default (a JSDoc `@default`
 * or a default value where the prop is read), so the table says what leaving it out does. (Props
 * inherited from MUI or React are not in the tables.)
 */
const componentFiles = ['src/components', 'src/sections'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(dir, file)),
);

const parser = withCustomConfig('tsconfig.json', docgenOptions);
const components = parser.parse(componentFiles);

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
