// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isNearViewport, nearViewportMargin } from '@/hooks/whenNearViewport';

/** An element `height` px tall whose top is `top` px from the top of the viewport. */
const elementAt = (top: number, height = 400) =>
  ({ getBoundingClientRect: () => ({ top, bottom: top + height }) }) as unknown as Element;

describe('isNearViewport', () => {
  it('counts an element on screen, or within the margin below or above it, as near', () => {
    const belowEdge = window.innerHeight + nearViewportMargin;
    expect(isNearViewport(elementAt(100))).toBe(true);
    expect(isNearViewport(elementAt(belowEdge - 1))).toBe(true);
    expect(isNearViewport(elementAt(-nearViewportMargin - 399))).toBe(true);
  });

  it('counts an element further away, below or above, as away', () => {
    expect(isNearViewport(elementAt(window.innerHeight + nearViewportMargin + 1))).toBe(false);
    expect(isNearViewport(elementAt(-nearViewportMargin - 401))).toBe(false);
  });
});
