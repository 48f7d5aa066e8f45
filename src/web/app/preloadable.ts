import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders at once when its code has already arrived. React.lazy alone
 * suspends on its first render even then, and React 19 holds a Suspense boundary's content back until
 * 300 ms after its fallback showed (its fallback throttle): the whole of a page change's budget.
 * `preload()` starts the download (once; again after a failure) and resolves when it can render without suspending.
 */
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
    return createElement((loaded ?? Lazy) as ComponentType<Props>, props);
  }
  return Object.assign(Preloaded, { preload });
}
