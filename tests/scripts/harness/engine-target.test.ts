// @vitest-environment jsdom
// How the engine-neutral browser tests find an element (scripts/harness/engine.ts): the
// expression runs as written in any engine's page; here in jsdom, which lays nothing out: its
// elements get a box where the test needs one.
import { beforeAll, describe, expect, it } from 'vitest';
import { findIndexExpression, type Target } from '../../../scripts/harness/engine.ts';

beforeAll(() => {
  document.body.innerHTML = `<main>
    <button aria-label="Tutup dialog">×</button>
    <button>  Masuk dengan
      Akun UT </button>
    <button disabled>Masuk lagi</button>
    <a href="/a">SINTA <span>(membuka tab baru)</span></a>
  </main>`;
});
/** The expression, evaluated as a page evaluates it: in the global scope. */
// biome-ignore lint/security/noGlobalEval: the expression is the page-side code under test, run as a driver runs it in a page
const find = (target: Target) => window.eval(findIndexExpression(target)) as number;

describe('findIndexExpression', () => {
  it('finds by CSS, then by the text a person reads: aria-label, else the text with its white space collapsed', () => {
    expect(find({ css: 'button', text: 'Tutup dialog', hidden: true })).toBe(0);
    expect(find({ css: 'button', text: 'Masuk dengan Akun UT', hidden: true })).toBe(1);
    expect(find({ css: 'button', text: /^Masuk lagi$/, hidden: true })).toBe(2);
    expect(find({ css: 'a', text: 'SINTA (membuka tab baru)', hidden: true })).toBe(0);
  });

  it('a string is the whole text, a pattern may match part of it', () => {
    expect(find({ css: 'button', text: 'Masuk', hidden: true })).toBe(-1);
    expect(find({ css: 'button', text: /Masuk/, hidden: true })).toBe(1);
  });

  it('without `hidden`, counts only what a person can click: what has a box, is not hidden and not disabled', () => {
    expect(find({ css: 'button' }), 'jsdom lays nothing out: no box').toBe(-1);
    const boxes = HTMLElement.prototype.getClientRects;
    HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
    try {
      expect(find({ css: 'button', text: /Masuk/ })).toBe(1);
      expect(find({ css: 'button', text: /Masuk lagi/ })).toBe(-1);
      expect(find({ css: 'button', text: /Masuk lagi/, hidden: true })).toBe(2);
      document.querySelector('a')!.style.visibility = 'hidden';
      expect(find({ css: 'a' })).toBe(-1);
    } finally {
      HTMLElement.prototype.getClientRects = boxes;
    }
  });
});
