import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { StaticRouter } from 'react-router-dom';
import { content } from '../content';
import { localeOfPath } from '../i18n/locales';
import { loadSiteContent } from '../i18n/siteContents';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { renderHeadTags } from './documentHead';
import { App } from './App';
import { preloadLazyComponents } from './lazyComponent';
import { describeRoute } from './routes';
import { colorSchemeAttribute } from '../theme/theme';

export { prerenderPaths, notFoundPaths } from './routes';
export { locales, notFoundFile } from '../i18n/locales';
export { renderRobots, renderSitemap } from './documentHead';
export { deferToFirstPaint } from './firstPaint';
export {
  hostingHeaderRules,
  renderHeadersFile,
  renderNginxSnippet,
  renderRedirectsFile,
} from './hostingHeaders';

export interface RenderedPage {
  status: number;
  /** Markup for inside <head>: title, description, the colour-scheme script and critical CSS. */
  head: string;
  /** Markup for inside #root. */
  body: string;
  /** The page's language, for `<html lang>`. */
  lang: string;
}

/** Renders one route to static HTML at build time, with its critical CSS extracted. */
export async function render(path: string): Promise<RenderedPage> {
  // Lazily loaded parts (pages, the contact form) are loaded first so the HTML is complete.
  await preloadLazyComponents();
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const body = renderToString(
    <StrictMode>
      <AppProviders cache={cache}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));

  const pathname = new URL(path, content.siteUrl).pathname;
  const { handle, notFound } = describeRoute(pathname);
  const locale = localeOfPath(pathname);
  const colorSchemeScript = renderToString(<InitColorSchemeScript attribute={colorSchemeAttribute} />);
  const head = [
    ...renderHeadTags({
      content: await loadSiteContent[locale](),
      locale,
      page: handle?.page ?? 'home',
      noindex: handle?.noindex,
    }),
    colorSchemeScript,
    styles,
  ].join('\n    ');

  return { status: notFound ? 404 : 200, head, body, lang: locale };
}
