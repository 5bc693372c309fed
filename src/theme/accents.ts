/**
 * The palette colours that tell kinds of content apart (a card's top rule, its icon badge, a
 * venture's status): primary for work, secondary for art and what is still to come.
 */
export const accents = ['primary', 'secondary'] as const;

export type Accent = (typeof accents)[number];
