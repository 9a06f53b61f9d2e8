// The harness makes a click again only when the page never received it (scripts/harness/engine.ts,
// deliveredClick), in a real browser, where clicks are trusted. The portal's take-over replaces its
// pre-rendered copy with the app's: a click aimed at the copy's button lands on the app's twin of it,
// and taking that click as lost made a second one (in WebKit, a group opened and closed again).
import { expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/harness/browser.ts';
import { deliveredClick, type Target } from '../../scripts/harness/engine.ts';

const group: Target = { css: 'nav [aria-controls="menu-a"]' };

it('takes a click on the twin that replaced the aimed element as received', async () => {
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    await page.setContent('<nav><button aria-controls="menu-a">Pendidikan</button></nav>');
    let made = 0;
    const clicked = await deliveredClick({ read: (expression) => page.evaluate(expression) }, group, 0, async () => {
      made++;
      await page.evaluate(() => {
        const copy = document.querySelector('nav button')!;
        copy.replaceWith(copy.cloneNode(true));
      });
      await page.locator(group.css).click();
      return true;
    });
    expect(clicked).toBe(true);
    expect(made).toBe(1);
  } finally {
    await browser.close();
  }
});
