// The real manifests: what issue 7 promised editors and lecturers is actually in them.
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/model/manifest/load.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import { readPortal } from '../../scripts/lib/manifest-files.ts';
import { testNow } from './helpers.ts';

const load = (portal: string) => loadManifest(readPortal(portal), { now: testNow });
const errorsOf = (portal: string) => load(portal).issues.filter((i) => i.severity === 'error' || i.code === 'WINDOW_ENDED');

/** Nodes below the dashboard that the menu shows (no hidden node on the way). */
function visibleUnderDashboard(model: PortalModel) {
  const out: string[] = [];
  const walk = (id: string) => {
    for (const child of model.nodes[id]!.children) {
      if (model.nodes[child]!.hidden) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(model.portal.home);
  return out;
}

describe('manifest/dosen', () => {
  const { model } = load('dosen');

  it('compiles without errors or ended windows', () => {
    expect(errorsOf('dosen')).toEqual([]);
    expect(model).toBeDefined();
  });

  it('gives every visible menu item an English label, and an English description where there is one', () => {
    const ids = visibleUnderDashboard(model!);
    expect(ids.length).toBeGreaterThan(60);
    const missing = ids.filter((id) => {
      const node = model!.nodes[id]!;
      return !node.en?.label || (node.description !== undefined && !node.en.description);
    });
    expect(missing).toEqual([]);
  });

  it('tells users of every gated item whom to contact, in both languages', () => {
    const gated = Object.values(model!.nodes).filter((n) => n.requires.length > 0);
    expect(gated.map((n) => n.id)).toEqual(expect.arrayContaining(['asesmen-rpl-perolehan', 'asesmen-rpl-transfer', 'pembatalan-rpl']));
    for (const node of gated) {
      expect(node.help, node.id).toMatch(/asesor/);
      expect(node.en?.help, node.id).toMatch(/assessor/);
      // A contact text, not a made-up address or number.
      expect(`${node.help} ${node.en?.help}`).not.toMatch(/@|\d{3}/);
    }
  });

  it('announces the new search, favourites and English option until the end of January 2027', () => {
    const announcement = model!.announcements.find((a) => a.id === 'fitur-baru-pencarian-favorit-bahasa');
    expect(announcement).toMatchObject({
      tone: 'info',
      requires: [],
      window: { from: Date.parse('2026-11-21T00:00:00+07:00'), until: Date.parse('2027-02-01T00:00:00+07:00') },
    });
    expect(announcement?.body).toMatch(/Ctrl\+K/);
    expect(announcement?.en?.title).toBeTruthy();
    expect(announcement?.en?.body).toMatch(/Ctrl\+K/);
  });
});

describe('manifest/mahasiswa', () => {
  it('still compiles without errors', () => {
    expect(errorsOf('mahasiswa')).toEqual([]);
    expect(load('mahasiswa').model?.announcements).toEqual([]);
  });
});
