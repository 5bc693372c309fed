import { createContext } from 'react';

/**
 * When a link to another page fetches that page's code: the built site asks for it as soon as the
 * visitor points at the link, focuses it or touches it (React Router's `prefetch="intent"`), so
 * the press finds it there. Where no framework router runs (stories, unit tests) links fetch
 * nothing ahead.
 */
export const PagePrefetch = createContext<'intent' | 'none'>('none');
