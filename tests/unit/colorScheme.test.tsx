// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { expect, it } from 'vitest';
import { ThemeToggle } from '@/components/layout/ThemeToggle';
import { colorSchemeAttribute, colorSchemeStorageKey, showColorScheme } from '@/theme/colorScheme';
import { renderWithApp } from './renderWithApp';

// The page's boot code answers the toggle before the app runs: it must write the choice where the
// app's theme and the head script read it, and switch the attribute the theme's variables follow.

it("the app's toggle keeps the choice under the key the boot code writes", async () => {
  localStorage.clear();
  renderWithApp(<ThemeToggle />);
  const toggle = await screen.findByRole('button');
  expect(toggle).toHaveAttribute('data-scheme-toggle');
  await act(async () => {
    fireEvent.click(toggle);
    await Promise.resolve();
  });
  expect(localStorage.getItem(colorSchemeStorageKey)).toMatch(/^(light|dark)$/);
  expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe(
    localStorage.getItem(colorSchemeStorageKey),
  );
});

it('a choice the boot code stores after the theme read the stored one still shows', () => {
  localStorage.setItem(colorSchemeStorageKey, 'light');
  // Stands for a press the boot code answers while React starts the app: after the theme provider
  // read the stored choice, before React commits.
  function PressWhileTheAppStarts() {
    showColorScheme('dark');
    return null;
  }
  renderWithApp(<PressWhileTheAppStarts />);
  expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
  expect(localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
});

it('the head script reads the choice from the same key and sets the same attribute', () => {
  const script = renderToString(<InitColorSchemeScript attribute={colorSchemeAttribute} />);
  expect(script).toMatch(new RegExp(`localStorage\\.getItem\\(["']${colorSchemeStorageKey}["']\\)`));
  expect(script).toContain(colorSchemeAttribute);
});
