/** The accessibility bar: WCAG 2.0, 2.1 and 2.2, levels A and AA. Shared by Storybook and the e2e suite. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const axeRunOptions = { runOnly: { type: 'tag' as const, values: wcagTags } };
