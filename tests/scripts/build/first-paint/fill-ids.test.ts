// The first paint's names (src/shell/first-paint/ids.ts) are declared once: the boot script imports
// them (bundled, they are in its text), and the two files that cannot import them write
// placeholders, which the build fills in (scripts/build/first-paint/fill-ids.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootBundle } from '../../../../scripts/build/first-paint/boot-script.ts';
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
const placeholderFiles = ['src/shell/first-paint/first-paint.css', 'index.html'];
const bootFiles = ['src/shell/first-paint/boot.ts', 'src/shell/first-paint/boot-first-screen.ts'];
/** A name written as a literal: in quotes, or after `#`, `[` or `.` as a selector writes it. */
const written = (name: string) => new RegExp(`["'#\\[.]${name}\\b`);

describe('the first paint’s names', () => {
  it.each(placeholderFiles)('%s writes placeholders, never the names themselves', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const name of names) expect(text).not.toMatch(written(name));
    expect(text).toMatch(/__[A-Z_]+__/);
    expect(() => withIds(text, file)).not.toThrow();
  });

  it.each(bootFiles)('%s imports them, never writes them', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const name of names) expect(text).not.toMatch(written(name));
    expect(text).not.toMatch(/__[A-Z_]+__/);
    expect(text).toMatch(/from '\.\/ids\.ts';/);
  });

  it('are in the boot script as index.html carries it, bundled from ids.ts', async () => {
    const { source: boot, modules } = await bootBundle();
    expect(modules).toContain('src/shell/first-paint/ids.ts');
    expect(boot).not.toMatch(/__[A-Z_]+__/);
    expect(boot).toContain(`meta[name="${BOOT_META_NAME}"]`);
    expect(boot).toContain(`\`${SHELL_ATTRIBUTE}\``);
    expect(boot).toContain(`#${PRERENDER_ID}`);
    expect(boot).toContain(`\`${EARLY_CLICKS}\``);
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
