import { useEffect, useRef, type ReactNode } from 'react';
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
