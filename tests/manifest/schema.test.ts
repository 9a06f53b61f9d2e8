import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestJsonSchema } from '../../schema/json-schema.ts';
import { portalDir, readPortal, yamlFilesIn } from '../../scripts/lib/manifest-files.ts';

describe('schema/manifest.schema.json', () => {
  it('is up to date with the zod schema (run npm run schema:generate)', () => {
    expect(readFileSync('schema/manifest.schema.json', 'utf8')).toBe(manifestJsonSchema());
  });

  it.each(['dosen', 'mahasiswa'])('is referenced by every %s manifest file for editor completion', (portal) => {
    expect(yamlFilesIn(portalDir(portal)).length).toBeGreaterThan(0);
    for (const file of readPortal(portal)) {
      expect(file.text.split('\n')[0], file.name).toBe('# yaml-language-server: $schema=../../schema/manifest.schema.json');
    }
  });
});
