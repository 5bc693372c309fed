// The order the story files start in: the most work first, so that no long file starts last and
// runs on alone at the end while the other worker has nothing left. Jest would order them by the
// time each took last time, which a fresh clone has not measured, and then falls back to file
// size, which says little here (the contact form's file is small and its thirteen stories, each in
// two languages, take the longest). A file's work is counted from the story index: each story it
// tests, once per rendering its tags ask for (a language, a phone).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';
import { storyRenderings } from '../scripts/visual.mjs';

/** Renderings of the tested stories per story file (an absolute path), from the built index. */
function workPerFile() {
  const { entries } = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
  const work = new Map();
  for (const entry of Object.values(entries)) {
    if (entry.type !== 'story' || !entry.tags?.includes('test')) continue;
    const file = path.resolve(entry.importPath);
    work.set(file, (work.get(file) ?? 0) + storyRenderings(entry.tags).length);
  }
  return work;
}

export default class MostWorkFirst extends Sequencer {
  sort(tests) {
    const work = workPerFile();
    return [...tests].sort((a, b) => (work.get(b.path) ?? 0) - (work.get(a.path) ?? 0));
  }
}
