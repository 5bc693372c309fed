// A module of its own (re-exported by themePrimitives): components in lazily loaded chunks (the
// toast) import it without pulling the palette and font settings into a chunk they share with the
// app's entry.

/**
 * Shadow levels (steps of MUI's `theme.shadows`), by what sits at them: the page and its cards lie
 * flat; what floats over the page (a toast, the language offer) casts a shadow; the phone menu's
 * drawer, above everything, the deepest.
 */
export const elevation = { flat: 0, floating: 6, drawer: 16 } as const;
