// @vitest-environment jsdom
// An atom's value for React without jotai 2's render after mounting: a component renders once when
// it mounts, again only when the value changes, including a change between its render and its
// subscription.
import { act, render, screen } from '@testing-library/react';
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useStoreValue } from '../../../src/platform/core/use-store-value.ts';
import '../../support/ui/dom.ts';

const countAtom = atom(1);
const doubledAtom = atom((get) => get(countAtom) * 2);

function harness(read: typeof useStoreValue) {
  let renders = 0;
  function Count({ n }: { n: number }) {
    renders += 1;
    return <p>{`${n}: ${read(countAtom)} ${read(doubledAtom)}`}</p>;
  }
  const counts = [1, 2, 3].map((n) => <Count key={n} n={n} />);
  return { counts, renders: () => renders };
}

describe('useStoreValue', () => {
  it('renders each component once when the page mounts, and again when the value changes', () => {
    const store = createStore();
    const { counts, renders } = harness(useStoreValue);
    render(<Provider store={store}>{counts}</Provider>);
    expect(renders(), 'one render each: none again once mounted').toBe(3);
    act(() => store.set(countAtom, 2));
    expect(screen.getAllByText(/^\d: 2 4$/)).toHaveLength(3);
    expect(renders()).toBe(6);
  });

  it("is the measure: jotai's useAtomValue renders each of them once more after mounting", () => {
    const { counts, renders } = harness(useAtomValue);
    render(<Provider store={createStore()}>{counts}</Provider>);
    expect(renders()).toBe(6);
  });

  it('shows a value set after the render and before the subscription', () => {
    const store = createStore();
    function SetsOnMount() {
      useLayoutEffect(() => store.set(countAtom, 5), []);
      return null;
    }
    const { counts } = harness(useStoreValue);
    render(
      <Provider store={store}>
        {counts}
        <SetsOnMount />
      </Provider>,
    );
    expect(screen.getAllByText(/^\d: 5 10$/)).toHaveLength(3);
  });
});
