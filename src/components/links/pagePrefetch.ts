import { createContext } from 'react';

/**
 * Fetches the code of the site's page at a path, ahead of a visit. The app provides it, so that a
 * link to another page fetches that page's code as soon as the visitor points at it, focuses it or
 * touches it, and the press finds it there. Where nothing provides it (stories, tests), it does
 * nothing.
 */
export const PagePrefetch = createContext<(path: string) => void>(() => undefined);
