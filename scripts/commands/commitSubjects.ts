// Keeps `git log --oneline` readable: every commit subject at most 72 characters, the detail in
// the body. Only the commit adding this file and those descending from it are checked, so the
// history written before the rule stays as it is, and so do branches forked before it.
import { execFileSync } from 'node:child_process';

const longestSubject = 72;
const thisFile = 'scripts/commands/commitSubjects.ts';

/** Each commit's short hash and subject, a line each: "abc1234<TAB>subject". */
function commits(...range: string[]): string[] {
  const log = execFileSync('git', ['log', '--format=%h%x09%s', ...range], { encoding: 'utf8' });
  return log.split('\n').filter(Boolean);
}

// The oldest commit that added this file (a move counts as adding it); before it is committed
// there is nothing to check.
const added = execFileSync('git', ['log', '--no-renames', '--diff-filter=A', '--format=%H', '--', thisFile], {
  encoding: 'utf8',
});
const marker = added.trim().split('\n').at(-1);
const checked = marker ? [...commits('-1', marker), ...commits('--ancestry-path', `${marker}..HEAD`)] : [];
const tooLong = checked.flatMap((line) => {
  const [hash, subject = ''] = line.split('\t');
  const { length } = subject;
  return length > longestSubject ? [`${hash ?? ''} (${String(length)}): ${subject}`] : [];
});

if (tooLong.length > 0) {
  console.error(
    `Commit subjects longer than ${String(longestSubject)} characters; put the detail in the body (git commit --amend, or git rebase -i before merging):\n${tooLong.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `${String(checked.length)} commit subjects checked, each at most ${String(longestSubject)} characters.`,
);
