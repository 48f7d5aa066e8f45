import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders at once when its code has already arrived. React.lazy alone
 * suspends on its first render even then, and React 19 holds a Suspense boundary's content back until
 * 300 ms after its fallback showed (its fallback throttle): the whole of a page change's budget.
 * `preload()` starts the download (once; again after a failure) and resolves when it can render without suspending.
 */
const everyPreload = new Set<() => Promise<unknown>>();

/**
 * Loads every preloadable component, and those their own code declares, so that no render suspends: the
 * server's renderToString (entry-server.tsx) cannot wait for a lazy part. One whose code only runs in a
 * browser (an editor) stays unloaded: a page that needs it is not server-rendered.
 */
export async function preloadEverything(): Promise<void> {
  const tried = new Set<() => Promise<unknown>>();
  for (let next = [...everyPreload]; next.length > 0; next = [...everyPreload].filter((preload) => !tried.has(preload))) {
    next.forEach((preload) => tried.add(preload));
    await Promise.allSettled(next.map((preload) => preload()));
  }
}

export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: Props) {
    // Each instance keeps the type it mounted with. One mounted as `Lazy` (React can finish a suspended lazy in the
    // same render once its code arrives) would otherwise be, on its next render, another component to React, and be
    // mounted again with its state lost: the account menu opened itself anew when the language changed.
    const [type] = useState<ComponentType<Props>>(() => loaded ?? (Lazy as ComponentType<Props>));
    return createElement(type, props);
  }
  everyPreload.add(preload);
  return Object.assign(Preloaded, { preload });
}
