/** The id of the element that holds the router's module script until the boot code starts it. */
export const appStartId = 'app-start';

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = '<script type="module" async="">';

/**
 * Holds back the app's code until the page has painted: the router's module preloads leave the
 * head, and its module script becomes inert data that the boot code (pageBoot.js) runs, with those
 * preloads, in the task after the first contentful paint. In the head, the preloads competed with
 * the fonts and images the first paint needs (see docs/architecture.md).
 */
export function deferAppStart(html: string): string {
  const modules = Array.from(html.matchAll(modulePreload), ([, href]) => href);
  if (!html.includes(moduleScript)) throw new Error('The page has no module script to start the app with.');
  return html
    .replace(modulePreload, '')
    .replace(
      moduleScript,
      `<script type="text/plain" id="${appStartId}" data-modules="${modules.join(' ')}">`,
    );
}
