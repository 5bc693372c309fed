/**
 * The renderings a story is tested in, and its snapshots' names: shared by the Vitest config (which
 * makes one project per rendering), the checks that run in the browser (.storybook/storyTests.ts)
 * and the check for baselines no story makes any more.
 */

/** A story tagged so is also rendered, checked and snapshotted at phone width (no story of its own). */
export const phoneTag = 'on-phone';

/**
 * A story tagged so is also rendered, checked and snapshotted with the toolbar on German: the
 * states whose layout German changes. German is a setting of a state, like the phone.
 */
export const germanTag = 'in-german';

/**
 * A story tagged so shows a whole page that has a route: the route's snapshots
 * (tests/visual/routes.spec.ts) are its pictures, so it is rendered, played and checked by axe, and
 * draws no snapshot of its own. Each surface is snapshotted once.
 */
export const routeSnapshotTag = 'snapshot-as-route';

export type Scheme = 'light' | 'dark';

/** Both schemes are checked in every rendering: drawn and played once, then shown in each. */
export const schemes: Scheme[] = ['light', 'dark'];

/** A language or a viewport a story is rendered in again (its play function too), as its tags ask. */
export interface StoryRendering {
  locale?: 'de';
  viewport?: 'phone';
}

/** Every rendering, in the order the projects are listed: the story's own, German, a phone, both. */
export const allRenderings: StoryRendering[] = [
  {},
  { locale: 'de' },
  { viewport: 'phone' },
  { locale: 'de', viewport: 'phone' },
];

/** The tags a story needs, all of them, to be tested in a rendering. */
export const renderingTags = ({ locale, viewport }: StoryRendering) =>
  [locale && germanTag, viewport && phoneTag].filter((tag): tag is string => Boolean(tag));

/** `<story-id>[--de][--phone]--<scheme>`: the committed baseline is `tests/visual/stories/<name>.png`. */
export const storySnapshotName = (id: string, scheme: Scheme, { locale, viewport }: StoryRendering) =>
  [id, locale, viewport, scheme].filter(Boolean).join('--');

/** The names of every snapshot a story (as Storybook's index lists it) must have a baseline for. */
export const storySnapshotNames = ({ id, tags = [] }: { id: string; tags?: string[] }) =>
  tags.includes(routeSnapshotTag)
    ? []
    : allRenderings
        .filter((rendering) => renderingTags(rendering).every((tag) => tags.includes(tag)))
        .flatMap((rendering) => schemes.map((scheme) => storySnapshotName(id, scheme, rendering)));

export const storyBaselineDir = 'tests/visual/stories';
