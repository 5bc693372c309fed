import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { StaticRouter } from 'react-router-dom';
import { content } from '../content';
import { localeOfPath } from '../i18n/locales';
import { loadSiteContent, siteContentSources } from '../i18n/siteContents';
import { AppProviders } from './AppProviders';
import { createEmotionCache, prerenderedStyleTags } from './emotionCache';
import { renderHeadTags } from './documentHead';
import { App } from './App';
import { describeRoute, loadPageCode, pageCodeOf, pageCodeSources } from './routes';
import { colorSchemeAttribute } from '../theme/colorScheme';

// What the build (scripts/build.mjs) writes beside the pages.
export { prerenderPaths, notFoundPaths } from './routes';
export { locales, notFoundFile } from '../i18n/locales';
export { renderRobots, renderSitemap } from './documentHead';
export * from './hostingHeaders';

/**
 * Renders one route to static HTML at build time: `head` (title, description, the colour-scheme
 * script, the page's CSS) and `body` (inside #root). `prerender` waits for every lazily loaded part
 * (the contact form), so the HTML is complete; the page's own code is loaded first, as the client
 * does before hydrating it (see lazyPage).
 */
export async function render(path: string) {
  const pathname = new URL(path, content.siteUrl).pathname;
  await loadPageCode(pathname);
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache); // before rendering: it puts the cache in server mode
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders cache={cache}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every Suspense boundary inline, where it stands: a static page must read without scripts
    // (by default React moves large boundaries to the end and reveals them with a script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  const { styles } = emotion.extractCriticalToChunks(body);
  const { handle, notFound } = describeRoute(pathname);
  const lang = localeOfPath(pathname);
  const head = [
    ...renderHeadTags({
      content: await loadSiteContent[lang](),
      locale: lang,
      page: handle?.page ?? 'home',
      noindex: handle?.noindex,
    }),
    renderToString(<InitColorSchemeScript attribute={colorSchemeAttribute} />),
    prerenderedStyleTags(styles, Object.keys(cache.inserted)),
  ].join('\n    ');
  // What the page needs before the app takes it over, beyond the app's own code.
  const startSources = [handle && pageCodeSources[pageCodeOf(handle.page)], siteContentSources[lang]];
  return { status: notFound ? 404 : 200, head, body, lang, startSources: startSources.filter(Boolean) };
}
