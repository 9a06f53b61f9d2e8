// A part of the interface whose code loads only when it is first wanted (a modal opened, the first
// toast), so that the first load does not carry it. Offline without the service worker the load
// fails: it is tried again when the connection is back, or when it is wanted again.
import { type ComponentType, useEffect, useState } from 'react';

/**
 * The component `load` gives, once `wanted` is truthy; null until it has loaded. A change of
 * `wanted` asks again. `known`: the component once it has loaded, here or before (it renders at once).
 * `failed` is what the console says when a load fails.
 */
export function useOnDemand<P extends object>(
  wanted: unknown,
  load: () => Promise<ComponentType<P>>,
  failed: string,
  known: ComponentType<P> | null = null,
): ComponentType<P> | null {
  const [state, setLoaded] = useState(() => known);
  // Loaded meanwhile elsewhere (or preloaded): rendered in the same commit that wants it.
  const loaded = state ?? known;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    const attempt = () =>
      void load().then(
        (component) => live && setLoaded(() => component),
        (error: unknown) => console.warn(failed, error),
      );
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [wanted, loaded, load, failed]);
  return loaded;
}
