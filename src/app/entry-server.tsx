import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { content } from '../content';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { findRouteHandle } from './routeMeta';
import { renderHeadTags } from './documentHead';
import { routes } from './routes';
import { colorSchemeAttribute } from '../theme/theme';

export { prerenderPaths, notFoundPath } from './routes';
export { renderRobots, renderSitemap } from './documentHead';

export interface RenderedPage {
  status: number;
  /** Markup for inside <head>: title, description, the colour-scheme script and critical CSS. */
  head: string;
  /** Markup for inside #root. */
  body: string;
}

/** Renders one route to static HTML at build time, with its critical CSS extracted. */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, content.siteUrl)));
  if (context instanceof Response) throw new Error(`Route ${path} answered with a redirect.`);

  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <AppProviders cache={cache}>
        <StaticRouterProvider router={router} context={context} />
      </AppProviders>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));

  const handle = findRouteHandle(context.matches.map((match): unknown => match.route.handle));
  const isNotFound = context.matches.some((match) => match.route.path === '*');
  const meta = handle?.meta ?? content.home.meta;
  const colorSchemeScript = renderToString(<InitColorSchemeScript attribute={colorSchemeAttribute} />);
  const noindex = handle?.noindex ?? false;
  const head = [
    ...renderHeadTags({ meta, noindex, canonicalPath: noindex ? undefined : path }),
    colorSchemeScript,
    styles,
  ].join('\n    ');

  return { status: isNotFound ? 404 : context.statusCode, head, body };
}
