import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { content } from '../src/content/index.ts';
import { contentDe, keptInEnglish } from '../src/content/de.ts';
import type { Locale } from '../src/i18n/locales.ts';
import type { SiteContent } from '../src/content/types';
import { compareWithEnglish } from '../src/content/compareLanguages.ts';
import { assertValidContent, describeProblems } from '../src/content/validateContent.ts';

interface ManifestEntry {
  width: number;
  height: number;
  widths: number[];
}

/**
 * Names of the images whose every generated file is on disk. An image listed in the manifest
 * but missing a file counts as missing, so a half-deleted image fails the build too.
 */
export function imagesOnDisk(imagesDir: string): Set<string> {
  const manifestFile = path.join(imagesDir, 'manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const complete = Object.entries(manifest).filter(([name, entry]) =>
    entry.widths.every((width) =>
      ['avif', 'webp'].every((format) =>
        existsSync(path.join(imagesDir, 'generated', `${name}-${String(width)}.${format}`)),
      ),
    ),
  );
  return new Set(complete.map(([name]) => name));
}

/** Every language's content module, with the file the owner edits. */
export const contentFiles: Record<
  Locale,
  { file: string; content: SiteContent; keptInEnglish?: readonly string[] }
> = {
  en: { file: 'src/content/index.ts', content },
  de: { file: 'src/content/de.ts', content: contentDe, keptInEnglish },
};

/** Throws one error listing every problem in the content, naming the file and each field. */
export function checkContent(
  siteContent: SiteContent,
  imagesDir: string,
  { locale = 'en', file = contentFiles[locale].file }: { locale?: Locale; file?: string } = {},
): void {
  assertValidContent(siteContent, imagesOnDisk(imagesDir), { locale, file });
}

/**
 * Throws one error listing every way a translation differs from the English content (a shorter
 * list, a link to another page, another image), naming the file and each field.
 */
export function checkTranslation(
  translation: SiteContent,
  locale: Locale,
  file: string = contentFiles[locale].file,
): void {
  const problems = compareWithEnglish(content, translation, locale, contentFiles[locale].keptInEnglish);
  if (problems.length > 0) {
    throw new Error(describeProblems(`${file} (compared with ${contentFiles.en.file})`, problems));
  }
}

/** The error message of `check`, or nothing when it passes. */
function failureOf(check: () => void): string[] {
  try {
    check();
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/**
 * Fails `vite build` (and shows an error in `vite dev` and Storybook) when the owner's content
 * has a mistake, with one line per problem naming the field.
 */
export function contentCheck(): Plugin {
  return {
    name: 'portfolio:content-check',
    buildStart() {
      // Every language is checked, and all of their problems are reported at once.
      const messages = Object.entries(contentFiles).flatMap(([key, { content: siteContent }]) => {
        const locale = key as Locale;
        return [
          ...failureOf(() => {
            checkContent(siteContent, path.resolve('src/content/images'), { locale });
          }),
          ...(locale === 'en'
            ? []
            : failureOf(() => {
                checkTranslation(siteContent, locale);
              })),
        ];
      });
      if (messages.length > 0) this.error(messages.join('\n'));
    },
  };
}
