/**
 * Where the built Storybook is served for the tests: STORIES_PORT lets two checkouts (git
 * worktrees) run side by side. Playwright's config serves it there; specs outside the story
 * project read its address here.
 */
export const storiesPort = Number(process.env.STORIES_PORT ?? 6007);
export const storybookUrl = `http://127.0.0.1:${String(storiesPort)}/`;
