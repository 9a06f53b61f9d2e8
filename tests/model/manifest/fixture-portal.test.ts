// The fixture portal the browser tests build (tests/fixtures/portal-kampus): valid, and different
// from Portal Dosen in everything the runtime must take from the manifest.
import { describe, expect, it } from 'vitest';
import { readPortal } from '../../../scripts/manifest/files.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import { testNow } from '../../support/manifest.ts';

const { model, issues } = loadManifest(readPortal('tests/fixtures/portal-kampus'), { now: testNow });
const pathOf = (id: string) => model?.nodes[id]?.path;
const pageNodes = (page: string) =>
  Object.values(model?.nodes ?? {}).filter((n) => n.behaviour.kind === 'component' && n.behaviour.page === page);

describe('tests/fixtures/portal-kampus', () => {
  it('passes the validator without an error or a warning', () => {
    expect(issues).toEqual([]);
    expect(model).toBeDefined();
  });

  it('has its own title and paths, none of them Portal Dosen’s', () => {
    expect(model!.portal.title).toBe('Portal Kampus Contoh');
    expect(JSON.stringify(model)).not.toContain('Dosen');
    expect(pathOf(model!.portal.home)).toBe('/beranda');
    expect(pathOf(model!.portal.login)).toBe('/masuk');
    expect(pageNodes('logout').map((n) => n.path)).toEqual(['/keluar']);
    expect(pageNodes('about').map((n) => n.path)).toEqual(['/tentang-kami']);
    expect(pageNodes('reset-password')).toEqual([]);
  });

  it('has a menu with a link to a system on this machine and an internal page', () => {
    const menu = model!.nodes[model!.portal.home]!.children.map((id) => model!.nodes[id]!);
    expect(menu.map((n) => n.behaviour.kind)).toEqual(['url', 'component', 'redirect']);
    expect(model!.systems.akademik?.url).toBe('http://127.0.0.1:9');
  });
});
