import { route, type RouteConfig } from '@react-router/dev/routes';
import { sitePages } from './sitePages';

/** React Router's route table, one route per page and language (see sitePages). */
export default sitePages.map(({ id, path, module }) =>
  route(path, `routes/${module}.tsx`, { id }),
) satisfies RouteConfig;
