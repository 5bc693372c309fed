import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageKeys, pagePaths } from '@/content/languages';

/**
 * Adding a language is one entry in the language table and one words file. This builds a copy of
 * the site with Polish added in exactly those two places and looks for what must follow from them:
 * its pages, the hreflang links and sitemap entries that point to them, the language switch, and
 * the glyphs of its words in the font subsets.
 */

const root = path.resolve(import.meta.dirname, '../..');
/** A Polish pangram: every letter Polish adds to Latin, none of them in English or German. */
const pangram = 'Zażółć gęślą jaźń';
const polishLetters = ['ą', 'ć', 'ę', 'ł', 'ń', 'ś', 'ź', 'ż'];
/** Polish addresses of their own; a page added to the table later gets its English one under /pl. */
const polishPaths = {
  ...Object.fromEntries(pageKeys.map((page) => [page, `/pl${pagePaths.en[page]}`])),
  home: '/pl/',
  terms: '/pl/regulamin',
  privacy: '/pl/prywatnosc',
  imprint: '/pl/nota-prawna',
};
const entry = `  pl: {
    name: 'Polski',
    intl: 'pl-PL',
    og: 'pl_PL',
    paths: ${JSON.stringify(polishPaths).replace(/"/g, "'")},
    shareImage: '/og-image.png',
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- see WordsLoader
    words: (() => import('./words/pl.ts')) as WordsLoader,
  },
`;

let copy = '';
let dist = '';
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const pageFile = (pagePath: string) => path.join(pagePath, 'index.html');

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'extra-language-'));
  for (const item of [
    'src',
    'public',
    'scripts',
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'react-router.config.ts',
  ]) {
    cpSync(path.join(root, item), path.join(copy, item), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  const table = path.join(copy, 'src/content/languages.ts');
  const end = '} as const satisfies Record<string, Language>;';
  const source = readFileSync(table, 'utf8');
  expect(source).toContain(end);
  writeFileSync(table, source.replace(end, `${entry}${end}`));
  const english = readFileSync(path.join(copy, 'src/content/words/en.ts'), 'utf8');
  const polish = english
    .replaceAll("sectionHref('en',", "sectionHref('pl',")
    .replace(/headline: '[^']*'/, `headline: '${pangram}'`);
  expect(polish).toContain(pangram);
  writeFileSync(path.join(copy, 'src/content/words/pl.ts'), polish);

  try {
    // Without Vitest's variables, which make the Vite config leave the framework out.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
    );
    execFileSync('npx', ['react-router', 'build'], {
      cwd: copy,
      env,
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`The build with Polish added failed:\n${stdout.slice(-2000)}\n${stderr.slice(-4000)}`, {
      cause: error,
    });
  }
  dist = path.join(copy, 'dist');
}, 180_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a language added as one table entry and one words file', () => {
  it('gets every page prerendered in it, with its headline and its own 404 page', () => {
    for (const pagePath of Object.values(polishPaths)) {
      expect(read(pageFile(pagePath)), pagePath).toContain('<html lang="pl"');
    }
    expect(read(pageFile('/pl/'))).toContain(pangram);
    expect(existsSync(path.join(dist, 'pl/404.html'))).toBe(true);
  });

  it('is linked from every page of every language by hreflang, and offered by the language switch', () => {
    for (const [pagePath, pagePolish] of [
      ['/', '/pl/'],
      ['/terms', '/pl/regulamin'],
      ['/de/datenschutz', '/pl/prywatnosc'],
      ['/pl/nota-prawna', '/pl/nota-prawna'],
    ] as const) {
      const html = read(pageFile(pagePath));
      expect(html, pagePath).toMatch(
        new RegExp(`<link rel="alternate" hreflang="pl" href="[^"]*${pagePolish}"`),
      );
      // The switch offers every language but the page's own.
      const offered = pagePath.startsWith('/pl/') ? ['English', 'Deutsch'] : ['Polski'];
      for (const name of offered)
        expect(html, pagePath).toMatch(new RegExp(`<a [^>]*>${name}</a>|>${name}<`));
    }
  });

  it('has its pages in the sitemap, each with the alternates', () => {
    const sitemap = read('sitemap.xml');
    for (const pagePath of Object.values(polishPaths)) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${pagePath}</loc>`));
    }
    expect(sitemap.match(/hreflang="pl"/g)).toHaveLength(Object.keys(polishPaths).length * 3);
  });

  it('has the letters of its words in the font subsets', () => {
    // No other language's words use them: only the Polish words can have put them there.
    for (const file of ['en', 'de']) {
      const words = readFileSync(path.join(root, `src/content/words/${file}.ts`), 'utf8');
      expect(
        polishLetters.filter((letter) => words.includes(letter)),
        file,
      ).toEqual([]);
    }
    const ranges = (read(pageFile('/pl/')).match(/unicode-range:[^;}]*/g) ?? []).flatMap((rule) =>
      Array.from(rule.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi), ([, from = '', to]) => [
        parseInt(from, 16),
        parseInt(to ?? from, 16),
      ]),
    );
    for (const letter of polishLetters) {
      const codePoint = letter.codePointAt(0) ?? 0;
      expect(
        ranges.some(([from = 0, to = 0]) => from <= codePoint && codePoint <= to),
        letter,
      ).toBe(true);
    }
  });
});
