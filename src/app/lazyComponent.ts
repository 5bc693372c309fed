import { lazy, type ComponentType } from 'react';

const preloaders: (() => Promise<unknown>)[] = [];

/**
 * A promise-like that hands over its value at once. React.lazy renders a component synchronously
 * when its loader settles during the call, which is what the prerenderer needs.
 */
function settled<T>(value: T): Promise<T> {
  return {
    then(onFulfilled: (result: T) => unknown) {
      onFulfilled(value);
    },
  } as unknown as Promise<T>;
}

/**
 * `React.lazy` whose code can also be loaded ahead of rendering, and, in the browser, only once
 * `when` resolves (the contact form waits for the visitor). The prerenderer calls
 * `preloadLazyComponents()` first, so every lazy part renders into complete static HTML.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  when: Promise<void> = Promise.resolve(),
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => (loaded ??= await load());
  preloaders.push(preload);
  return lazy(() =>
    loaded ? settled({ default: loaded }) : when.then(preload).then((component) => ({ default: component })),
  );
}

/**
 * Loads the code of every lazy component (the prerenderer's first step), including those that
 * only become known when the code of another one loads (the form inside the home page).
 */
export async function preloadLazyComponents(): Promise<void> {
  for (let done = 0; done < preloaders.length;) {
    const batch = preloaders.slice(done);
    done = preloaders.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}
