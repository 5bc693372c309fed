/**
 * The `id` of every place on the home page that a link may target (`/#about`). One list for the
 * sections that carry the ids, the navigation, the content validation and the tests.
 */
export const anchors = {
  home: 'home',
  about: 'about',
  experience: 'experience',
  speaking: 'speaking',
  /** The speaking topics. */
  workshops: 'workshops',
  art: 'art',
  /** The artworks. */
  gallery: 'gallery',
  /** The solo exhibition block. */
  exhibitions: 'exhibitions',
  ventures: 'ventures',
  contact: 'contact',
} as const;

export type Anchor = (typeof anchors)[keyof typeof anchors];

export const sectionAnchors: readonly Anchor[] = Object.values(anchors);
