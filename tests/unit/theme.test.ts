import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTheme, undrawnComponents } from '@/theme/theme';
import { readVariables } from '@/theme/readVariables';

/** The CSS variables the theme writes into every page, both schemes, by name after `--mui-`. */
const writtenVariables = new Set(
  Array.from(
    JSON.stringify(getTheme().generateStyleSheets()).matchAll(/"--mui-([\w-]+)":/g),
    ([, name = '']) => name,
  ),
);
/** The variables the theme holds for styles to read (`theme.vars`), as one text. */
const themeVariables = JSON.stringify(getTheme().vars);

const sourceFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join('src', file));

describe("the theme's CSS variables", () => {
  it('are read from the theme (or this test would check nothing)', () => {
    expect(writtenVariables).toContain('palette-primary-main');
    expect(themeVariables).toContain('--mui-palette-Alert-');
  });

  it('written into the pages are those the site reads, each with a token behind it', () => {
    expect([...readVariables].filter((name) => !writtenVariables.has(name))).toEqual([]);
    expect([...writtenVariables].filter((name) => !readVariables.has(name))).toEqual([]);
  });

  it('leave out the palettes of the MUI components the site never draws, and the font shorthands', () => {
    for (const component of undrawnComponents) {
      expect(themeVariables, component).not.toContain(`--mui-palette-${component}-`);
    }
    expect(themeVariables).not.toContain('--mui-font-');
  });

  it('cover every MUI component the site draws: none of those left out is imported', () => {
    expect(sourceFiles.length).toBeGreaterThan(50);
    for (const file of sourceFiles) {
      const source = readFileSync(file, 'utf8');
      for (const component of undrawnComponents) {
        const imported = new RegExp(
          `'@mui/material/${component}'|import \\{[^}]*\\b${component}\\b[^}]*\\} from '@mui/material'`,
        );
        expect(source, `${file} imports ${component}: remove it from undrawnComponents`).not.toMatch(
          imported,
        );
      }
    }
  });
});
