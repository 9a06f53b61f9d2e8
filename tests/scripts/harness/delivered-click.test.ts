// @vitest-environment jsdom
// A click the page never received is made again, once (scripts/harness/engine.ts, deliveredClick).
// The page-side expressions run here in jsdom as a driver runs them in a page. jsdom cannot make a
// trusted event, so a click the page "receives" is written where the page's listener writes it;
// that the listener hears real clicks, and only once per click, the browser tests show: each of
// their "one click, one tab" checks would see a second tab from a click taken as lost, and
// tests/e2e/harness-click.e2e.ts clicks an element that replaced the aimed one.
import { beforeEach, describe, expect, it } from 'vitest';
import { deliveredClick, type Target } from '../../../scripts/harness/engine.ts';

const button: Target = { css: 'button', text: 'Batal', hidden: true };
// biome-ignore lint/security/noGlobalEval: the expressions are the page-side code under test, run as a driver runs them
const tab = { read: async <T>(expression: string) => window.eval(expression) as T };
const clicksHeard = () => (window as unknown as { __e2eClicks: Record<string, boolean> }).__e2eClicks;

beforeEach(() => {
  document.body.innerHTML = '<div role="dialog"><button>Batal</button></div>';
});

describe('deliveredClick', () => {
  it('clicks once when the page received the click', async () => {
    let made = 0;
    const clicked = await deliveredClick(tab, button, 0, async () => {
      made++;
      for (const token of Object.keys(clicksHeard())) clicksHeard()[token] = true;
      return true;
    });
    expect(clicked).toBe(true);
    expect(made).toBe(1);
  });

  it('clicks again, once, when no click reached the element and it is still there', { timeout: 10_000 }, async () => {
    let made = 0;
    const clicked = await deliveredClick(tab, button, 0, async () => {
      made++;
      document.querySelector('button')!.click(); // an untrusted click: not one a person made
      return true;
    });
    expect(clicked).toBe(true);
    expect(made).toBe(2);
  });

  it('does not click again when the element has gone meanwhile', { timeout: 10_000 }, async () => {
    let made = 0;
    await deliveredClick(tab, button, 0, async () => {
      made++;
      setTimeout(() => document.querySelector('[role="dialog"]')!.remove(), 100);
      return true;
    });
    expect(made).toBe(1);
  });

  it('says when the element was not there to click', async () => {
    expect(await deliveredClick(tab, button, 0, async () => false)).toBe(false);
  });
});
