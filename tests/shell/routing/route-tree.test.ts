// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildRouteTree } from '../../../src/shell/routing/build-route-tree.ts';
import { memoryRouter, printTree, realModel, stubViews } from '../../support/routing.ts';

describe.each(['dosen', 'mahasiswa'] as const)('buildRouteTree (%s)', (portal) => {
  const model = realModel(portal);
  const printed = printTree(buildRouteTree(model, stubViews), model);

  it('has a route for every manifest node, and matches the snapshot', () => {
    for (const id of Object.keys(model.nodes)) expect(printed.some((l) => l.includes(`  ${id}  `))).toBe(true);
    expect(printed.join('\n')).toMatchSnapshot();
  });

  it('resolves every redirect to a page or launch route, signed in', async () => {
    const { go } = memoryRouter(model, { signedIn: true });
    for (const node of Object.values(model.nodes)) {
      if (node.behaviour.kind !== 'redirect' || node.access === 'guest') continue;
      let target = model.nodes[node.behaviour.target]!;
      while (target.behaviour.kind === 'redirect') target = model.nodes[target.behaviour.target]!;
      expect((await go(node.path)).pathname, node.id).toBe(target.path);
    }
  });
});

describe('routes of the dosen portal', () => {
  const model = realModel('dosen');

  it.each([
    ['/dashboard/pendidikan-pengajar', '/dashboard/pendidikan-pengajar/tutorial/tuton'],
    ['/dashboard/penelitian-dan-abdimas', '/dashboard/penelitian-dan-abdimas/simpenmas'],
    ['/dashboard/penunjang', '/dashboard/penunjang/penugasan-tim-internal-ut'],
    ['/dashboard/pengembangan-diri', '/dashboard/pengembangan-diri/pelatihan/pelatihan-pengembangan-diri'],
    ['/dashboard/pendidikan-pengajar/pembimbingan', '/dashboard/pendidikan-pengajar/pembimbingan/karil'],
    ['/dashboard/pendidikan-pengajar/praktik-praktikum', '/dashboard/pendidikan-pengajar/praktik-praktikum/praktik'],
    ['/dashboard/cetak-lkam', '/dashboard/cetak-lkam/cetak-lkam'],
    ['/', '/dashboard'],
  ])('redirects %s to %s (docs/requirements.md R-ROUTE)', async (from, to) => {
    const { go } = memoryRouter(model, { signedIn: true });
    expect((await go(from)).pathname).toBe(to);
  });

  it.each([
    '/dashboard/pendidikan-pengajar/kurikulum-&-bahan-ajar/rps',
    '/dashboard/pendidikan-pengajar/kurikulum-%26-bahan-ajar/rps',
    '/dashboard/penunjang/kegiatan-luar-ut(non-jurnal)',
    '/dashboard/penunjang/kegiatan-luar-ut%28non-jurnal%29',
  ])('matches the legacy segment %s typed or reloaded', async (href) => {
    const { go, router } = memoryRouter(model, { signedIn: true });
    await go(href);
    const leaf = router.state.matches.at(-1)!;
    expect(leaf.staticData.nodeId).toBe(href.includes('rps') ? 'rps' : 'kegiatan-luar-ut-non-jurnal');
  });
});
