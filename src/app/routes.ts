import { route, type RouteConfig } from '@react-router/dev/routes';
import { sitePages, type PageModule } from './sitePages';

const moduleFiles: Record<PageModule, string> = {
  home: 'routes/home.tsx',
  legal: 'routes/legal.tsx',
  notFound: 'routes/notFound.tsx',
};

/** React Router's route table, one route per page and language (see sitePages). */
export default sitePages.map(({ id, path, module }) =>
  route(path, moduleFiles[module], { id }),
) satisfies RouteConfig;
