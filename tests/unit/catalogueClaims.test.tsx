// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { storyNameFromExport } from 'storybook/internal/csf';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { viewports } from '../../.storybook/viewports';
import { TokenOverview } from '../../stories/theme/TokenTables';
import { renderWithApp } from './renderWithApp';

/**
 * What the catalogue's own pages say about the catalogue, checked against it: a docs page that
 * promises a story, a viewport or a token the catalogue does not have costs a designer's trust.
 */

const storiesDir = 'stories';
const catalogueFiles = readdirSync(storiesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(tsx?|mdx)$/.test(file))
  .map((file) => path.join(storiesDir, file));
const introduction = readFileSync(path.join(storiesDir, 'Introduction.mdx'), 'utf8');

const stringValue = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;

/** An object literal, seen through `satisfies` and `as`. */
function objectLiteral(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!node) return undefined;
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) return objectLiteral(node.expression);
  return ts.isObjectLiteralExpression(node) ? node : undefined;
}

function propertyValue(object: ts.ObjectLiteralExpression | undefined, name: string) {
  const property = object?.properties.find(
    (each): each is ts.PropertyAssignment =>
      ts.isPropertyAssignment(each) && ts.isIdentifier(each.name) && each.name.text === name,
  );
  return property?.initializer;
}

/** A story file's title and the names of its stories, as the sidebar shows them. */
function readStoryFile(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let title: string | undefined;
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((each) => each.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const object = objectLiteral(declaration.initializer);
      if (declaration.name.text === 'meta') title = stringValue(propertyValue(object, 'title'));
      else if (exported)
        names.push(stringValue(propertyValue(object, 'name')) ?? storyNameFromExport(declaration.name.text));
    }
  }
  if (!title) throw new Error(`${file} has no meta title`);
  return { title, names };
}

const storyFiles = catalogueFiles.filter((file) => file.endsWith('.stories.tsx')).map(readStoryFile);

/** The entries (the last part of their titles) that have a story of this name. */
const entriesWithStory = (name: string) =>
  storyFiles
    .filter((file) => file.names.includes(name))
    .map((file) => file.title.split('/').at(-1) ?? file.title)
    .sort();

/** The entries the Introduction lists for a kind of story: `- "States": App link, Button link, …`. */
function introductionList(name: string) {
  const match = new RegExp(`^\\s*- "${name}": ([^]*?)\\.(?:\\s*$|\\s+[A-Z])`, 'm').exec(introduction);
  if (!match?.[1]) throw new Error(`The Introduction lists no entries with "${name}" stories`);
  return match[1]
    .split(',')
    .map((entry) =>
      entry
        .replace(/\s+/g, ' ')
        .replace(/\(.*\)/, '')
        .trim(),
    )
    .sort();
}

describe("the Introduction's claims", () => {
  it('reads the story files (or this test would check nothing)', () => {
    expect(storyFiles.length).toBeGreaterThan(30);
  });

  it.each(['All variants', 'States'])('lists exactly the entries with a "%s" story', (name) => {
    expect(introductionList(name)).toEqual(entriesWithStory(name));
  });

  it("names the viewport toolbar's viewports, each with its width", () => {
    const line = /^- \*\*Viewport\*\*:([^]*?)(?=^- |^$)/m.exec(introduction)?.[1] ?? '';
    const named = [...line.matchAll(/(\w+) \((\d+) px\)/g)].map(
      (match) => `${match[1] ?? ''} ${match[2] ?? ''}px`,
    );
    const toolbar = Object.entries(viewports).map(([name, { styles }]) => `${name} ${styles.width}`);
    expect(named).toEqual(toolbar);
  });
});

/**
 * A story or docs page that sends the reader to the tokens for a value names each token it means,
 * in code type, after the page's name: "(Foundations/Tokens: `focusRing`)". A story always means
 * a value of its own component; a docs page may also point to the page as a whole.
 */
const tokenReferences = catalogueFiles.flatMap((file) => {
  // Comments wrap: read a doc comment's lines as one text.
  const text = readFileSync(file, 'utf8').replace(/\n\s*\*\s?/g, ' ');
  return [...text.matchAll(/Foundations\/Tokens(?!['\w])([^)]*)/g)].map(([reference, names = '']) => ({
    file,
    reference,
    tokens: [...names.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
  }));
});

describe('the tokens the catalogue names', () => {
  it('finds references to the Tokens page (or this test would check nothing)', () => {
    expect(tokenReferences.length).toBeGreaterThan(3);
  });

  it('names a token in every reference from a story', () => {
    const unnamed = tokenReferences.filter(
      ({ file, tokens }) => file.endsWith('.stories.tsx') && tokens.length === 0,
    );
    expect(unnamed).toEqual([]);
  });

  it('are each shown on the Tokens page', () => {
    renderWithApp(<TokenOverview />);
    const missing = tokenReferences.flatMap(({ file, tokens }) =>
      tokens.filter((token) => screen.queryAllByText(token).length === 0).map((token) => `${file}: ${token}`),
    );
    expect(missing).toEqual([]);
  });
});
