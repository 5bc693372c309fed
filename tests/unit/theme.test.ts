import { describe, expect, it } from 'vitest';
import { getTheme } from '@/theme/theme';
import { readVariables } from '@/theme/readVariables';

/** The CSS variables the theme writes into every page, both schemes, by name after `--mui-`. */
const writtenVariables = new Set(
  Array.from(
    JSON.stringify(getTheme().generateStyleSheets()).matchAll(/"--mui-([\w-]+)":/g),
    ([, name = '']) => name,
  ),
);

describe("the theme's CSS variables", () => {
  it('are read from the theme (or this test would check nothing)', () => {
    expect(writtenVariables).toContain('palette-primary-main');
    // MUI's own, which no style of the site reads: the theme holds it, the pages do not.
    expect(JSON.stringify(getTheme().vars)).toContain('--mui-palette-Alert-errorColor');
    expect(writtenVariables).not.toContain('palette-Alert-errorColor');
  });

  it('written into the pages are those the site reads, each with a token behind it', () => {
    expect([...readVariables].filter((name) => !writtenVariables.has(name))).toEqual([]);
    expect([...writtenVariables].filter((name) => !readVariables.has(name))).toEqual([]);
  });
});
