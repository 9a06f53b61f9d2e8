// @vitest-environment jsdom
// The page description in index.html (scripts/build/html-meta.ts), from the manifest's portal block.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/manifest/files.ts';
import { withDescription } from '../../../scripts/build/html-meta.ts';
import { realModel } from '../../support/real-model.ts';

const page = readFileSync(join(projectRoot, 'index.html'), 'utf8');
const descriptionOf = (html: string) => {
  const tags = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('head meta[name="description"]')];
  expect(tags.length).toBeLessThanOrEqual(1);
  return tags[0]?.getAttribute('content') ?? null;
};

describe('meta description', () => {
  it.each(['dosen', 'mahasiswa'] as const)('%s: the portal description, in the head', (portal) => {
    const { portal: block } = realModel(portal);
    expect(block.description).toBeTruthy();
    expect(descriptionOf(withDescription(page, block))).toBe(block.description);
  });

  it('is escaped, on one line', () => {
    const html = withDescription(page, { description: ' Portal "Dosen" & <Tutor>\n  untuk semua ' });
    expect(html).toContain('content="Portal &#34;Dosen&#34; &#38; &#60;Tutor&#62; untuk semua"');
    expect(descriptionOf(html)).toBe('Portal "Dosen" & <Tutor> untuk semua');
  });

  it('falls back to the English description; none without either', () => {
    expect(descriptionOf(withDescription(page, { en: { description: 'The lecturers’ portal.' } }))).toBe('The lecturers’ portal.');
    expect(descriptionOf(withDescription(page, { description: 'Portal dosen.', en: { description: 'x' } }))).toBe('Portal dosen.');
    expect(withDescription(page, {})).toBe(page);
    expect(withDescription(page, { description: '  ' })).toBe(page);
  });

  it('needs a title to follow', () => {
    expect(() => withDescription('<head></head>', { description: 'x' })).toThrow(/<title>/);
  });
});
