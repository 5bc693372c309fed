/**
 * The home page's sections and the contact form are static until the visitor does something:
 * every link on them works without JavaScript, and the markup is prerendered. So their code is
 * loaded (and hydrated) at the first sign of the visitor, not with the first paint, which keeps
 * the JavaScript a phone downloads up front small. Keyboard focus (also from assistive
 * technology), pointer, touch, wheel and scroll all count.
 */
const interactionEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
] as const;

let release: () => void = () => undefined;

/** Resolves at the visitor's first interaction (or at once where nothing was prerendered). */
export const firstInteraction = new Promise<void>((resolve) => {
  release = resolve;
});

/** Releases deferred code now: pages rendered from scratch (dev server, Storybook, tests) have nothing to wait for. */
export function loadDeferredCodeNow(): void {
  release();
}

/** Called when hydrating prerendered HTML: deferred code waits for the visitor. */
export function loadDeferredCodeAtFirstInteraction(): void {
  const onInteraction = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onInteraction, true);
    release();
  };
  for (const type of interactionEvents) {
    window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
}
