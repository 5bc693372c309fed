// @vitest-environment jsdom
import { memo, useState } from 'react';
import { act, render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { content } from '@/content';
import { SiteContentProvider, useSiteContent } from '@/i18n/SiteContentProvider';

it('a reader of the copy is not drawn again when the app around it is, in the same language', () => {
  let readerRenders = 0;
  const Reader = memo(function Reader() {
    readerRenders += 1;
    return <p>{useSiteContent().chrome.siteName}</p>;
  });
  let redrawApp: () => void = () => {
    throw new Error('The app has not rendered.');
  };
  function App() {
    const [, setCount] = useState(0);
    redrawApp = () => {
      setCount((count) => count + 1);
    };
    return (
      <SiteContentProvider locale="en" content={content}>
        <Reader />
      </SiteContentProvider>
    );
  }
  render(<App />);
  // What a navigation does: the app above the provider is drawn again, the language stays.
  act(() => {
    redrawApp();
    redrawApp();
  });
  act(() => {
    redrawApp();
  });
  expect(readerRenders).toBe(1);
});
