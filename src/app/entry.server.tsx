import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { ServerRouter, type EntryContext } from 'react-router';
import bootScript from 'virtual:page-boot';
import fontFaces from 'virtual:fonts.css?inline';
import { languageOfferDismissedKey } from '../components/layout/languageOfferChoice';
import { localeOfPath, locales, pageOfPath } from '../i18n/locales';
import { siteContent } from '../i18n/siteContents';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../theme/colorScheme';
import { renderHeadTags } from './documentHead';
import { createEmotionCache } from './emotionCache';
import { deferAppStart } from './boot/deferAppStart';

/** What each page's head holds beyond React's markup: its own tags, the scheme and boot scripts, its CSS. */
async function headOf(pathname: string, componentStyles: string): Promise<string> {
  const locale = localeOfPath(pathname);
  return [
    ...renderHeadTags({
      content: await siteContent(locale),
      locale,
      page: pageOfPath(pathname) ?? 'notFound',
    }),
    renderToString(<InitColorSchemeScript attribute={colorSchemeAttribute} />),
    `<style>${fontFaces}</style>`,
    `<script data-scheme-attribute="${colorSchemeAttribute}" data-scheme-key="${colorSchemeStorageKey}" data-locales="${locales.join(' ')}" data-offer-key="${languageOfferDismissedKey}">${bootScript}</script>`,
    componentStyles,
  ].join('');
}

/**
 * Renders one page to static HTML at build time (React Router prerenders every path listed in
 * react-router.config.ts with this). `prerender` waits for every lazily loaded part (the other
 * language's copy, the contact form), so the HTML is complete; the page's CSS is collected from
 * Emotion and written into its head.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>
    </StrictMode>,
    // Every Suspense boundary inline, where it stands: a static page must read without scripts
    // (by default React moves large boundaries to the end and reveals them with a script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const head = await headOf(new URL(request.url).pathname, styles);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(deferAppStart(html.replace('</head>', () => `${head}</head>`)), { status, headers });
}
