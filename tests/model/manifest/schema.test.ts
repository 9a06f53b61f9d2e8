import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestJsonSchema } from '../../../schema/json-schema.ts';
import { portalDir, portalIds, readPortal, yamlFilesIn } from '../../../scripts/manifest/files.ts';

describe('schema/manifest.schema.json', () => {
  it('is up to date with the zod schema (run npm run schema:generate)', () => {
    expect(readFileSync('schema/manifest.schema.json', 'utf8')).toBe(manifestJsonSchema());
  });

  // Every portal found in manifest/, at least the two this project ships.
  it.each([...new Set(['dosen', 'mahasiswa', ...portalIds()])])(
    'is referenced by every %s manifest file for editor completion',
    (portal) => {
      expect(yamlFilesIn(portalDir(portal)).length).toBeGreaterThan(0);
      for (const file of readPortal(portal)) {
        expect(file.text.split('\n')[0], file.name).toBe('# yaml-language-server: $schema=../../schema/manifest.schema.json');
      }
    },
  );

  it('is referenced by the test fixture portal, one folder deeper', () => {
    for (const file of readPortal('tests/fixtures/portal-kampus')) {
      expect(file.text.split('\n')[0], file.name).toBe('# yaml-language-server: $schema=../../../schema/manifest.schema.json');
    }
  });
});
