import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { getTheme } from '@/theme/theme';
import { lookedUpByMui, readVariables } from '@/theme/readVariables';

/** The CSS variables a theme writes into every page, both schemes, by name after `--mui-`. */
const variablesOf = (theme: { generateStyleSheets: () => unknown }) =>
  new Set(
    Array.from(
      JSON.stringify(theme.generateStyleSheets()).matchAll(/"--mui-([\w-]+)":/g),
      ([, name = '']) => name,
    ),
  );
const writtenVariables = variablesOf(getTheme());

describe("the theme's CSS variables", () => {
  it('are read from the theme (or this test would check nothing)', () => {
    expect(writtenVariables).toContain('palette-primary-main');
    // MUI's own, which no style of the site reads: MUI writes it by default, the site does not.
    expect(variablesOf(createTheme({ cssVariables: true }))).toContain('palette-Chip-defaultBorder');
    expect(writtenVariables).not.toContain('palette-Chip-defaultBorder');
  });

  it('written into the pages are those the site reads, each with a token behind it', () => {
    expect([...readVariables].filter((name) => !writtenVariables.has(name))).toEqual([]);
    expect([...lookedUpByMui].filter((name) => !writtenVariables.has(name))).toEqual([]);
    expect(
      [...writtenVariables].filter((name) => !readVariables.has(name) && !lookedUpByMui.has(name)),
    ).toEqual([]);
  });
});
