// The first paint's names (src/shell/first-paint/ids.ts) are declared once: the three files that
// cannot import them write placeholders, which the build fills in (scripts/build/first-paint/fill-ids.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootScriptSource } from '../../../../scripts/build/first-paint/boot-script.ts';
import { withIds } from '../../../../scripts/build/first-paint/fill-ids.ts';
import {
  BOOT_META_NAME,
  EARLY_CLICKS,
  PRERENDER_ID,
  ROOT_ID,
  SCREEN_ATTRIBUTE,
  SHELL_ATTRIBUTE,
} from '../../../../src/shell/first-paint/ids.ts';

const names = [ROOT_ID, PRERENDER_ID, SHELL_ATTRIBUTE, SCREEN_ATTRIBUTE, BOOT_META_NAME, EARLY_CLICKS];
const placeholderFiles = ['src/shell/first-paint/boot.js', 'src/shell/first-paint/first-paint.css', 'index.html'];

describe('the first paint’s names', () => {
  it.each(placeholderFiles)('%s writes placeholders, never the names themselves', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const name of names) expect(text).not.toMatch(new RegExp(`["'#\\[.]${name}\\b`));
    expect(text).toMatch(/__[A-Z_]+__/);
    expect(() => withIds(text, file)).not.toThrow();
  });

  it('are filled into the boot script as index.html carries it', () => {
    const boot = bootScriptSource();
    expect(boot).not.toMatch(/__[A-Z_]+__/);
    expect(boot).toContain(`document.querySelector('meta[name="${BOOT_META_NAME}"]')`);
    expect(boot).toContain(`root.setAttribute('${SHELL_ATTRIBUTE}', 'layout')`);
    expect(boot).toContain(`control?.closest('#${PRERENDER_ID}')`);
    expect(boot).toContain(`window.${EARLY_CLICKS} = take;`);
  });

  it('fill the stylesheet and the page, and refuse a name ids.ts does not declare', () => {
    const css = withIds(readFileSync('src/shell/first-paint/first-paint.css', 'utf8'), 'first-paint.css');
    expect(css).toMatch(new RegExp(`^#${PRERENDER_ID},\\n#${PRERENDER_ID} > \\[${SCREEN_ATTRIBUTE}\\] \\{\\s*display: none;`, 'm'));
    expect(css).toMatch(new RegExp(`^:root\\[${SHELL_ATTRIBUTE}\\] #${PRERENDER_ID},$`, 'm'));
    expect(withIds(readFileSync('index.html', 'utf8'), 'index.html')).toContain(`<div id="${ROOT_ID}"></div>`);
    expect(() => withIds('#__PRERENDER_IDS__ {}', 'x.css')).toThrow(
      'x.css: __PRERENDER_IDS__ is not a name of src/shell/first-paint/ids.ts',
    );
  });
});
