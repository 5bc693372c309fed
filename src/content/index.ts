import { composeContent } from './compose.ts';
import { en } from './en.ts';

/**
 * The English site's content: the facts (`facts.ts`) with the English words (`en.ts`). The owner
 * edits those two files (and the images in `src/content/images/`) and redeploys; no component
 * needs to change.
 */
export const content = composeContent('en', en);
