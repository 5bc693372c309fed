/**
 * Where the code of the component a story file shows lives: stories mirror `src/`
 * (`stories/sections/hero/Hero.stories.tsx` shows `src/sections/hero/Hero.tsx`), or the story file
 * names it (`parameters.sourceFile`). The docs pages link to it; the story tests check it exists.
 */
export function sourceFileOf(parameters: Record<string, unknown>): string {
  if (typeof parameters.sourceFile === 'string') return parameters.sourceFile;
  const storyFile = typeof parameters.fileName === 'string' ? parameters.fileName : '';
  return storyFile.replace(/^\.\/stories\//, 'src/').replace(/\.stories\.tsx?$/, '.tsx');
}

/**
 * The web address of a file in the repository named by `package.json`'s `repository` field (npm's
 * forms: `github:owner/name`, `owner/name`, a URL, or `{ url }`), on its default branch; undefined
 * while the field is not set.
 */
export function repositoryFileUrl(repository: unknown, file: string): string | undefined {
  const spec =
    typeof repository === 'object' && repository !== null
      ? (repository as { url?: unknown }).url
      : repository;
  if (typeof spec !== 'string' || spec.trim() === '') return undefined;
  const shorthand = /^(?:github:)?([\w.-]+)\/([\w.-]+)$/.exec(spec.trim());
  const base = shorthand
    ? `https://github.com/${shorthand[1] ?? ''}/${shorthand[2] ?? ''}`
    : spec
        .trim()
        .replace(/^git\+/, '')
        .replace(/^(?:ssh:\/\/)?git@([^:/]+)[:/]/, 'https://$1/')
        .replace(/^git:\/\//, 'https://')
        .replace(/\.git$/, '');
  return `${base.replace(/\/$/, '')}/blob/HEAD/${file}`;
}
