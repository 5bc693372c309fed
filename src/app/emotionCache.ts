import createCache, { type EmotionCache } from '@emotion/cache';
import type { StyleSheet } from '@emotion/sheet';
import { mergeStyleRules } from './mergeStyleRules';

/**
 * One cache key for server and client: the client adopts the style tags the prerenderer wrote
 * instead of inserting the same rules a second time.
 */
export const emotionCacheKey = 'css';

/**
 * The attribute of the prerendered page's component styles, `css <name> <name> …`: not Emotion's
 * own `data-emotion`, because Emotion moves every tag it finds by that to the top of <head>, and a
 * style sheet moved is a sheet parsed again and the whole page's style computed again.
 */
export const prerenderedStylesAttribute = 'data-prerendered-styles';

/**
 * The style tags of a prerendered page: the components' rules in one tag the client adopts by
 * `prerenderedStylesAttribute` (a rule several components share written once, see mergeStyleRules),
 * each global style (baseline, theme variables) in a tag of its own
 * that Emotion's `<Global>` adopts by name (`data-s` keeps the cache from moving it first).
 *
 * `renderedNames` are all the style names the render produced. A component styled on top of
 * another (an app bar is a paper) makes a name of its own styles that only the inner element's
 * class merges in: no element carries it, so its rules are left out of the page, but the client
 * must count it as inserted too, or it compiles and inserts those unused rules while it hydrates.
 */
export function prerenderedStyleTags(
  chunks: { key: string; ids: string[]; css: string }[],
  renderedNames: string[],
): string {
  const globalNames = new Set(chunks.flatMap(({ key, ids }) => (key === emotionCacheKey ? [] : ids)));
  const componentNames = renderedNames.filter((name) => !globalNames.has(name));
  return chunks
    .map(({ key, ids, css }) =>
      key === emotionCacheKey
        ? `<style ${prerenderedStylesAttribute}="${key} ${componentNames.join(' ')}">${mergeStyleRules(css)}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

export function createEmotionCache(): EmotionCache {
  // `prepend` puts MUI's styles first in <head>, so any other stylesheet can override them.
  // No stylis plugins: Emotion's default one adds -webkit-, -ms- and -moz- copies of rules (old
  // flexbox syntaxes and the like) that every browser the site supports reads unprefixed; they made
  // a sixth of each page's inline CSS, parsed before the first paint.
  const cache = createCache({ key: emotionCacheKey, prepend: true, stylisPlugins: [] });
  if (typeof document !== 'undefined') adoptPrerendered(cache);
  return cache;
}

/**
 * Takes the prerendered page's style tags as they are, where they are: their rules count as
 * inserted, and rules the page gains later (styles React composes on the client) go in tags of
 * their own at the end of <head>. There the browser adds their rules to those it knows; a sheet
 * inserted before others makes it rebuild every rule and compute the whole page's style again,
 * a long pause on a slow phone while the visitor may be pressing something.
 */
function adoptPrerendered(cache: EmotionCache) {
  // `<Global>` builds its sheets with the cache's sheet's constructor: global styles are adopted in place too.
  class SheetThatAdoptsInPlace extends (cache.sheet.constructor as typeof StyleSheet) {
    override hydrate(tags: HTMLStyleElement[]) {
      this.tags.push(...tags);
    }
  }
  const tags = [...document.querySelectorAll<HTMLStyleElement>(`style[${prerenderedStylesAttribute}]`)];
  for (const tag of tags) {
    const [, ...names] = (tag.getAttribute(prerenderedStylesAttribute) ?? '').split(' ');
    for (const name of names) cache.inserted[name] = true;
  }
  // The new sheet takes the old one's settings (key, container, …) from its fields of the same names.
  cache.sheet = new SheetThatAdoptsInPlace(cache.sheet);
  if (tags.length > 0) cache.sheet.prepend = false;
}
