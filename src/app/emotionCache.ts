import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One cache key for server and client: the client adopts the style tags the prerenderer wrote
 * (matched by this key) instead of inserting them a second time.
 */
export const emotionCacheKey = 'css';

export function createEmotionCache(): EmotionCache {
  // `prepend` puts MUI's styles first in <head>, so any other stylesheet can override them.
  return createCache({ key: emotionCacheKey, prepend: true });
}
