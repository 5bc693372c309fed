import { content } from '../../content';
import type { PageMeta } from '../../content/types';

/** Page titles read "<page> · <site>", except the home page, whose title already names the owner. */
export function documentTitle(meta: PageMeta): string {
  return meta === content.home.meta ? meta.title : `${meta.title} · ${content.chrome.siteName}`;
}
