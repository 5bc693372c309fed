import { describe, expect, it } from 'vitest';
import { repositoryFileUrl, sourceFileOf } from '../../.storybook/sourceFile';

describe('docs source links', () => {
  it('finds the component a story file mirrors, or the one it names', () => {
    expect(sourceFileOf({ fileName: './stories/sections/hero/Hero.stories.tsx' })).toBe(
      'src/sections/hero/Hero.tsx',
    );
    expect(
      sourceFileOf({
        fileName: './stories/pages/LegalPages.stories.tsx',
        sourceFile: 'src/pages/LegalPage.tsx',
      }),
    ).toBe('src/pages/LegalPage.tsx');
  });

  it('links into the repository package.json names, in every form npm accepts', () => {
    const file = 'src/components/TagList.tsx';
    const expected = `https://github.com/owner/site/blob/HEAD/${file}`;
    for (const repository of [
      'github:owner/site',
      'owner/site',
      'https://github.com/owner/site',
      'https://github.com/owner/site.git',
      { type: 'git', url: 'git+https://github.com/owner/site.git' },
      'git+ssh://git@github.com/owner/site.git',
      'git@github.com:owner/site.git',
    ]) {
      expect(repositoryFileUrl(repository, file)).toBe(expected);
    }
  });

  it('has no link while no repository is named', () => {
    expect(repositoryFileUrl(undefined, 'src/x.tsx')).toBeUndefined();
    expect(repositoryFileUrl('', 'src/x.tsx')).toBeUndefined();
    expect(repositoryFileUrl({ type: 'git' }, 'src/x.tsx')).toBeUndefined();
  });
});
