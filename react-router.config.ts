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
  // React Router 8's behaviour, taken now where it changes nothing this site uses (no loaders,
  // middleware or data requests; the built pages differ only in the flags they list). Route
  // modules are not split: each page's module is already one small chunk.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
