import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useColorScheme } from '@mui/material/styles';
import { addons } from 'storybook/preview-api';

export type Scheme = 'light' | 'dark';

/**
 * Follows the toolbar's theme switch. Only a change of the toolbar's scheme is followed: MUI can
 * hand out a new `setMode` as the mode changes, and following that would undo a switch the story
 * itself made (the theme toggle's).
 */
export function ColorSchemeFromToolbar({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  const { setMode } = useColorScheme();
  const followed = useRef<Scheme | null>(null);
  useEffect(() => {
    if (followed.current === scheme) return;
    followed.current = scheme;
    setMode(scheme);
  }, [scheme, setMode]);
  return children;
}

/** Names, on a docs page's <html>, the scheme its toolbar picked (.storybook/docs.tsx sets it). */
export const docsSchemeAttribute = 'data-docs-scheme';

/**
 * A story a docs page draws in a frame of its own gets no globals from the toolbar: it takes the
 * docs page's scheme when it starts and whenever the toolbar switches it. (The browser storage
 * the frames share holds the scheme the last of them wrote, not necessarily the toolbar's.)
 */
export function ColorSchemeFromDocsPage({ children }: { children: ReactNode }) {
  const { setMode } = useColorScheme();
  // Only the docs page's scheme is followed, not a new `setMode`, which would undo a switch the
  // story itself made (the theme toggle's).
  const follow = useEffectEvent(() => {
    const scheme = window.parent.document.documentElement.getAttribute(docsSchemeAttribute);
    if (scheme === 'light' || scheme === 'dark') setMode(scheme);
  });
  useEffect(() => {
    const docsPage = window.parent.document.documentElement;
    follow();
    const observer = new MutationObserver(() => {
      follow();
    });
    observer.observe(docsPage, { attributes: true, attributeFilter: [docsSchemeAttribute] });
    return () => {
      observer.disconnect();
    };
  }, []);
  return children;
}

/** What the story tests send to show the story in a scheme. */
export const showSchemeEvent = 'story-tests/show-scheme';

function SchemeFromStoryTests({ children }: { children: ReactNode }) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    const channel = addons.getChannel();
    const show = (scheme: Scheme) => {
      setMode(scheme);
    };
    channel.on(showSchemeEvent, show);
    return () => {
      channel.off(showSchemeEvent, show);
    };
  }, [setMode]);
  return children;
}

/**
 * The story tests draw and play a story once and then show it in the other scheme as it is, as
 * switching the toolbar's theme does in Storybook (a test has no toolbar). Inside the theme, so
 * it is listed after the preview's decorators.
 */
export const withSchemeFromStoryTests: Decorator = (Story) => (
  <SchemeFromStoryTests>
    <Story />
  </SchemeFromStoryTests>
);
