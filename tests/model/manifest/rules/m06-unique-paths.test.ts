// M6 of docs/manifest-rules.md (src/model/manifest/rules/m06-unique-paths.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M6 m6UniquePaths', () => {
  it('[M6] rejects sibling path segments that collide, also through path overrides', () => {
    expect(
      check(`  - id: katalog
    parent: dashboard
    label: Katalog
    url: https://katalog.example.ac.id
  - id: katalog-lama
    path: katalog
    parent: dashboard
    label: Katalog lama
    url: https://katalog.example.ac.id
`).lines,
    ).toEqual([`m.yaml:${line(6)}:11 DUPLICATE_PATH katalog-lama: path "/dashboard/katalog" is already used by "katalog" at ${line(1)}:9`]);
  });

  it('[M6] keeps legacy segments and rejects an empty segment below the top level', () => {
    const { lines, model } = check(`  - id: kurikulum-dan-bahan-ajar
    path: "kurikulum-&-bahan-ajar"
    parent: dashboard
    label: Kurikulum
    url: https://kurikulum.example.ac.id
  - id: kegiatan
    path: kegiatan-luar-ut(non-jurnal)
    parent: dashboard
    label: Kegiatan
    url: "{kurikulum}/kegiatan"
  - id: kosong
    path: ""
    parent: dashboard
    label: Kosong
    url: https://x.example.ac.id
`);
    expect(lines).toEqual([
      `m.yaml:${line(12)}:11 DUPLICATE_PATH kosong: an empty path is only allowed on a top-level node (the root "/")`,
    ]);
    expect(
      check(`  - id: kurikulum-dan-bahan-ajar
    path: "kurikulum-&-bahan-ajar"
    parent: dashboard
    label: Kurikulum
    url: https://kurikulum.example.ac.id
`).model?.nodes['kurikulum-dan-bahan-ajar']?.path,
    ).toBe('/dashboard/kurikulum-&-bahan-ajar');
    expect(model).toBeUndefined();
  });

  it('[M6] rejects path segments with "/", "?", "#", "%" or spaces', () => {
    expect(
      check(`  - id: x
    path: a/b
    parent: dashboard
    label: X
    url: https://x.example.ac.id
`).lines[0],
    ).toMatch(new RegExp(`^m.yaml:${line(2)}:11 INVALID_VALUE x: path: a path segment may hold`));
  });
});
