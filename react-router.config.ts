import type { Config } from '@react-router/dev/config';
import { notFoundPaths, prerenderPaths } from './src/app/sitePages';
import { finishBuild } from './scripts/build/finishBuild';

/**
 * React Router's framework mode: routes from `src/app/routes.ts`, every page prerendered to static
 * HTML at build time (no server at run time), then moved into `dist/` with the hosting files.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  ssr: false,
  // Listed without a trailing slash (`/de`), the form the router's prerender check compares with.
  prerender: [...prerenderPaths, ...Object.values(notFoundPaths)].map((path) => path.replace(/(.)\/$/, '$1')),
  buildEnd: finishBuild,
} satisfies Config;
