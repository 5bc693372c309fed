/**
 * The attribute that marks a static part: prerendered content the app leaves as it is (see
 * src/components/StaticPart.tsx). The theme styles what React does not run inside one.
 */
export const staticPartAttribute = 'data-static-part';
