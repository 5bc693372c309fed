import type { Locale } from './languages';
import { emptyTexts, factsSchema, wordsSchema, type CheckedFacts } from './schema.ts';
import type { ContentStrings } from './schema';

/**
 * Runs the content's schemas (`schema.ts`) over the files the owner edits and reports each problem
 * by file and field, e.g. `src/content/facts.ts` · `artworks.quietLedger.image`. The build calls
 * `assertValidContent`, so a typo fails it instead of shipping a dead link or a blank heading.
 */

export interface ContentProblem {
  /** Where the value sits in its file, e.g. `art.artworks.quietLedger.alt`. */
  path: string;
  message: string;
}

export interface FileProblems {
  file: string;
  problems: ContentProblem[];
}

/** What the owner edits: the facts, once, and each language's words. */
export interface ContentSources {
  /** Checked as they are, whatever their type says: the schema is what stands between a typo and the page. */
  facts: unknown;
  words: Record<Locale, ContentStrings>;
}

export interface CheckContext {
  /** The names of the images on disk. */
  images: ReadonlySet<string>;
  /** The day of the build: a review cannot lie after it, a plan before it is over. */
  today: Date;
}

export const factsFile = 'src/content/facts.ts';
/** Where a language's words are written (the language table loads them from there). */
export const wordsFile = (locale: Locale): string => `src/content/words/${locale}.ts`;

/** `about.paragraphs[2]`: the path as the owner finds it in the file. */
function pathOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${String(key)}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** Every path in a file's value, depth first: the order the owner reads its fields in. */
function pathsInOrder(value: unknown, path: PropertyKey[] = []): string[] {
  const children =
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) =>
          pathsInOrder(child, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [pathOf(path), ...children];
}

/**
 * One problem per field, the first found (a field's own rule before the rule for every text), in
 * the order of the file, whatever order the schema lists its fields in.
 */
function problemsOf(
  value: unknown,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ContentProblem[] {
  const byPath = new Map<string, string>();
  for (const { path, message } of issues) {
    const key = pathOf(path);
    if (!byPath.has(key)) byPath.set(key, message);
  }
  const order = pathsInOrder(value);
  // A field the file lacks sorts after what the file has.
  const position = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
  return [...byPath]
    .map(([path, message]) => ({ path, message }))
    .sort((one, other) => position(one.path) - position(other.path));
}

/** Every problem in the content, by file, in the files' order; files without one are left out. */
export function validateContent({ facts, words }: ContentSources, context: CheckContext): FileProblems[] {
  const reports: FileProblems[] = [
    {
      file: factsFile,
      problems: problemsOf(facts, factsSchema(context).safeParse(facts).error?.issues ?? []),
    },
    ...Object.entries(words).map(([locale, strings]) => ({
      file: wordsFile(locale as Locale),
      problems: problemsOf(strings, [
        ...(wordsSchema.safeParse(strings).error?.issues ?? []),
        ...emptyTexts(strings),
      ]),
    })),
  ];
  return reports.filter(({ problems }) => problems.length > 0);
}

/**
 * Plans whose year is over. Not a mistake, since the pages leave them out, but the owner wants to
 * know: the build warns with these.
 */
export function plansOver(
  facts: Pick<CheckedFacts, 'exhibition' | 'upcoming'>,
  today: Date,
): ContentProblem[] {
  const year = today.getFullYear();
  const dated: [string, number | undefined][] = [
    ['exhibition.next.year', facts.exhibition.next?.year],
    ...Object.entries(facts.upcoming).map(([key, plan]): [string, number | undefined] => [
      `upcoming.${key}.year`,
      plan.year,
    ]),
  ];
  return dated
    .filter((entry): entry is [string, number] => entry[1] !== undefined && entry[1] < year)
    .map(([path, planned]) => ({
      path,
      message: `${String(planned)} is over, so the pages no longer show this plan; give it a later year or remove it`,
    }));
}

/** "<file> has 2 problems:" and one line per problem ("path: message"). */
export function describeProblems({ file, problems }: FileProblems): string {
  const count = problems.length === 1 ? '1 problem' : `${String(problems.length)} problems`;
  return [`${file} has ${count}:`, ...problems.map(({ path, message }) => `${path}: ${message}`)].join('\n');
}

/** Throws one Error listing every problem of every file, or returns if there is none. */
export function assertValidContent(sources: ContentSources, context: CheckContext): void {
  const reports = validateContent(sources, context);
  if (reports.length > 0) throw new Error(reports.map(describeProblems).join('\n'));
}
