// @vitest-environment jsdom
// The interface language in React: one subscription at the app's root, so that mounting the page
// does not render every component that words something a second time; without the root, a
// component follows the store's language itself.
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { langAtom, shownLangAtom, type Texts } from '../../../src/platform/i18n/lang.ts';
import { LanguageRoot, useTexts } from '../../../src/platform/i18n/use-texts.ts';
import '../../support/ui/dom.ts';

const texts = { id: { hello: 'Halo' }, en: { hello: 'Hello' } } satisfies Texts<{ hello: string }>;

function harness() {
  let renders = 0;
  function Words({ n }: { n: number }) {
    renders += 1;
    return <p>{`${useTexts(texts).hello} ${n}`}</p>;
  }
  const words = [1, 2, 3].map((n) => <Words key={n} n={n} />);
  return { words, renders: () => renders };
}

describe('useTexts', () => {
  beforeEach(() => localStorage.clear()); // the chosen language is kept in this browser

  it("under the root, each component renders once when the page mounts, and again with the root's language", () => {
    const store = createStore();
    const { words, renders } = harness();
    render(
      <Provider store={store}>
        <LanguageRoot>{words}</LanguageRoot>
      </Provider>,
    );
    expect(renders(), 'one render each: none again once mounted').toBe(3);
    expect(store.get(shownLangAtom)).toBe('id');
    act(() => store.set(langAtom, 'en'));
    expect(screen.getAllByText(/^Hello \d$/)).toHaveLength(3);
    expect(store.get(shownLangAtom)).toBe('en');
  });

  it("without the root, a component follows the store's language", () => {
    const store = createStore();
    const { words } = harness();
    render(<Provider store={store}>{words}</Provider>);
    expect(screen.getAllByText(/^Halo \d$/)).toHaveLength(3);
    act(() => store.set(langAtom, 'en'));
    expect(screen.getAllByText(/^Hello \d$/)).toHaveLength(3);
  });
});
