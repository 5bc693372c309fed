/**
 * The palette colours that tell kinds of content apart (a card's top rule, its icon badge, a
 * venture's status): primary for work, secondary for art and highlights. The content picks one
 * per venture so the two differ: secondary for the live one, primary for the one coming soon.
 */
export const accents = ['primary', 'secondary'] as const;

export type Accent = (typeof accents)[number];
