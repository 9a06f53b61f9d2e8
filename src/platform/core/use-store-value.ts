// An atom's value for React, read through useSyncExternalStore. jotai 2's useAtomValue renders its
// component once more after it mounts (its effect calls `rerender()` unconditionally, in case the
// value changed before it subscribed; pmndrs/jotai#2530, dropped in jotai 3, which needs Node 22):
// on the dashboard, 27 components and then 10 rendered again in two updates just after the app's
// first commit, where a click made at +500 ms lands (docs/architecture.md). React's own
// subscription renders again after mounting only when the value did change meanwhile.
//
// Not for an atom set in a transition whose old value must stay on screen meanwhile (the language:
// LanguageRoot, the switch): an update read this way is rendered at once, outside the transition.
import { useStore } from 'jotai/react';
import type { Atom } from 'jotai/vanilla';
import { useCallback, useSyncExternalStore } from 'react';

/** The value of `atom` (a synchronous one) in the nearest jotai store, rendered again when it changes. */
export function useStoreValue<Value>(atom: Atom<Value> & (Value extends PromiseLike<unknown> ? never : unknown)): Value {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => store.sub(atom, changed), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}
