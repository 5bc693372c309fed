import { composeContent } from './compose.ts';
import { words } from './words/en.ts';

/**
 * The English site's content: the facts (`facts.ts`) with the English words (`words/en.ts`). The
 * owner edits those files (and the images in `src/content/images/`) and redeploys; no component
 * needs to change. English is every component's default, so its copy is part of the app's code.
 */
export const content = composeContent('en', words);
