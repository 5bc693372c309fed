import createCache, { type EmotionCache } from '@emotion/cache';

/** One cache key for the prerenderer and the browser: the browser adopts the prerendered style tags. */
export const emotionCacheKey = 'css';

export function createEmotionCache(): EmotionCache {
  // `prepend` puts MUI's styles first in <head>, so any other stylesheet can override them.
  // No stylis plugins: Emotion's default one adds -webkit-, -ms- and -moz- copies of rules that
  // every browser the site supports reads unprefixed, and every page would carry them inline.
  return createCache({ key: emotionCacheKey, prepend: true, stylisPlugins: [] });
}
