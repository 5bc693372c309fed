import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { content } from '../src/content/index.ts';
import { contentDe } from '../src/content/de.ts';
import type { Locale } from '../src/i18n/locales.ts';
import type { SiteContent } from '../src/content/types';
import { assertValidContent } from '../src/content/validateContent.ts';

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

/** Every language's content, with the files the owner edits for it: its words and the facts. */
export const contentFiles: Record<Locale, { file: string; content: SiteContent }> = {
  en: { file: 'The English content (src/content/en.ts, src/content/facts.ts)', content },
  de: { file: 'The German content (src/content/de.ts, src/content/facts.ts)', content: contentDe },
};

/** Throws one error listing every problem in the content, naming the file and each field. */
export function checkContent(
  siteContent: SiteContent,
  imagesDir: string,
  { locale = 'en', file = contentFiles[locale].file }: { locale?: Locale; file?: string } = {},
): void {
  assertValidContent(siteContent, imagesOnDisk(imagesDir), { locale, file });
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
        return failureOf(() => {
          checkContent(siteContent, path.resolve('src/content/images'), { locale });
        });
      });
      if (messages.length > 0) this.error(messages.join('\n'));
    },
  };
}
