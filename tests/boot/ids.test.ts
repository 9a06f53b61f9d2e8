// The names of src/boot/ids.ts in the three files that cannot import them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOT_META_NAME, EARLY_CLICKS, PRERENDER_ID, ROOT_ID, SHELL_ATTRIBUTE } from '../../src/boot/ids.ts';

/** A file's text without its comments, so a name only mentioned in a comment does not count. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe('the boot ids where they cannot be imported', () => {
  it('src/boot/boot.js reads its settings and shows the pre-rendered copy by those names', () => {
    const boot = code('src/boot/boot.js');
    expect(boot).toContain(`document.querySelector('meta[name="${BOOT_META_NAME}"]')`);
    expect(boot).toContain(`root.setAttribute('${SHELL_ATTRIBUTE}', '')`);
    expect(boot).toContain(`control?.closest('#${PRERENDER_ID}')`);
    expect(boot).toContain(`window.${EARLY_CLICKS} = take;`);
  });

  it('index.html has the element the app renders into', () => {
    expect(code('index.html')).toContain(`<div id="${ROOT_ID}"></div>`);
  });

  it('src/app/base.css hides the pre-rendered copy unless the boot script marked <html>', () => {
    const css = code('src/app/base.css');
    expect(css).toMatch(new RegExp(`^#${PRERENDER_ID} \\{\\s*display: none;`, 'm'));
    expect(css).toMatch(new RegExp(`^:root\\[${SHELL_ATTRIBUTE}\\] #${PRERENDER_ID} \\{\\s*display: contents;`, 'm'));
  });
});
