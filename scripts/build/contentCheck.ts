import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { wordsByLocale } from '../../src/content/byLanguage.ts';
import { facts } from '../../src/content/facts.ts';
import { languages, locales } from '../../src/content/languages.ts';
import {
  assertValidContent,
  factsFile,
  plansOver,
  type ContentSources,
} from '../../src/content/validateContent.ts';

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

/** The files the owner edits: the facts and each language's words. */
export const contentSources: ContentSources = { facts, words: wordsByLocale };

/** Throws one error listing every problem in the content, naming the file and each field. */
export function checkContent(
  imagesDir: string,
  { sources = contentSources, today = new Date() }: { sources?: ContentSources; today?: Date } = {},
): void {
  assertValidContent(sources, { images: imagesOnDisk(imagesDir), today });
}

/** Each language's link-preview picture that is not in `public/`, as a line naming the field. */
export function missingShareImages(publicDir: string): string[] {
  return locales
    .filter((locale) => !existsSync(path.join(publicDir, languages[locale].shareImage)))
    .map(
      (locale) =>
        `src/content/languages.ts: ${locale}.shareImage: public${languages[locale].shareImage} does not exist (\`npm run share-image\` makes it)`,
    );
}

/**
 * Fails `vite build` (and shows an error in `vite dev` and Storybook) when the owner's content
 * has a mistake, with one line per problem naming the file and the field, and warns of plans
 * whose year is over.
 */
export function contentCheck(): Plugin {
  return {
    name: 'portfolio:content-check',
    buildStart() {
      try {
        checkContent(path.resolve('src/content/images'));
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      const missing = missingShareImages(path.resolve('public'));
      if (missing.length > 0) this.error(missing.join('\n'));
      // Said once per process (React Router builds the client and the server in one, each loading
      // the config anew), and not in the tests' own builds, where it would only repeat it.
      if (process.env.VITEST || process.env.PLANS_OVER_WARNED) return;
      process.env.PLANS_OVER_WARNED = 'yes';
      for (const { path: field, message } of plansOver(facts, new Date())) {
        this.warn(`${factsFile}: ${field}: ${message}`);
      }
    },
  };
}
