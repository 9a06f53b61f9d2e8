// Portals are found, never listed: every folder of manifest/ that holds .yaml files is one, and a
// folder elsewhere is named by its path. Every command names the portals there are when it is
// given one that is not (scripts/manifest/files.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portalDir, portalIds, projectRoot, UnknownPortalError } from '../../../scripts/manifest/files.ts';

const scratch = mkdtempSync(join(tmpdir(), 'portal-discovery-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A manifest/ folder: a portal with a .yaml and one with a .yml, a folder without YAML, one with YAML only below it, a stray file. */
function manifestRoot() {
  const root = join(scratch, 'manifest');
  const put = (path: string, text = 'nodes: []\n') => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  put('kampus/portal.yaml');
  put('akademi/menu.yml');
  put('catatan/README.md', '# not a portal\n');
  put('arsip/lama/portal.yaml');
  put('lepas.yaml');
  return root;
}

describe('discovering portals', () => {
  const root = manifestRoot();

  it('finds every folder that holds .yaml files, sorted, and nothing else', () => {
    expect(portalIds(root)).toEqual(['akademi', 'kampus']);
    expect(portalIds(join(scratch, 'nowhere'))).toEqual([]);
  });

  it("finds this project's portals in manifest/", () => {
    const ids = portalIds();
    expect(ids).toContain('dosen');
    expect(ids).toContain('mahasiswa');
    for (const id of ids) expect(portalDir(id)).toBe(join(projectRoot, 'manifest', id));
  });

  it('takes a name with a slash as the path of a portal folder anywhere', () => {
    expect(portalDir(join(root, 'kampus'))).toBe(join(root, 'kampus'));
    expect(portalDir(relative(process.cwd(), join(root, 'akademi')))).toBe(join(root, 'akademi'));
    expect(portalDir('kampus', root)).toBe(join(root, 'kampus'));
  });

  it('refuses an unknown portal, naming the portals there are', () => {
    const refusal = (portal: string, at = root) => {
      try {
        portalDir(portal, at);
      } catch (error) {
        expect(error).toBeInstanceOf(UnknownPortalError);
        return (error as Error).message;
      }
      return expect.fail(`${portal} was accepted`);
    };
    expect(refusal('kampos')).toMatch(
      /^unknown portal "kampos": .*manifest\/kampos\/ does not exist\. Portals: akademi, kampus \(the folders of .*manifest\/ that hold \.yaml files\); a portal folder elsewhere is named by its path/,
    );
    expect(refusal('catatan')).toMatch(/manifest\/catatan\/ holds no \.yaml files\. Portals: akademi, kampus /);
    expect(refusal('arsip')).toContain('holds no .yaml files');
    expect(refusal(join(scratch, 'hilang'))).toContain(`the folder ${join(scratch, 'hilang')} does not exist. Portals: akademi, kampus`);
    expect(refusal('dosen', join(scratch, 'nowhere'))).toContain('Portals: (none)');
    expect(refusal('nope', join(projectRoot, 'manifest'))).toContain(`Portals: ${portalIds().join(', ')} `);
  });
});

/** Runs a project command with tsx or vite; a refusal comes before any work, so it is quick. */
function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', join(projectRoot, script), ...args];
const known = `Portals: ${portalIds().join(', ')} (the folders of manifest/ that hold .yaml files)`;

describe('commands given an unknown portal', { timeout: 60_000 }, () => {
  it('manifest:routes --portal exits 2 with the portals there are', () => {
    const { code, err } = run(tsx('scripts/manifest/routes.ts', '--portal', 'dosn'));
    expect(code).toBe(2);
    expect(err).toContain(`manifest:routes: --portal dosn: unknown portal "dosn": manifest/dosn/ does not exist. ${known}`);
  });

  it('npm run dev and npm run bench stop at once, before any service starts', () => {
    for (const [script, command] of [
      ['scripts/dev/dev.ts', 'npm run dev'],
      ['scripts/bench/bench.ts', 'npm run bench'],
    ] as const) {
      const { code, out, err } = run(tsx(script), { PORTAL: 'mahasiswi' });
      expect(code, command).toBe(2);
      expect(err).toContain(`${command}: PORTAL=mahasiswi: unknown portal "mahasiswi": manifest/mahasiswi/ does not exist. ${known}`);
      expect(out).toBe('');
    }
  });

  it('npm run build (vite build) fails while loading its configuration', () => {
    const { code, err } = run([join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', join(scratch, 'dist')], {
      PORTAL: 'kampus',
    });
    expect(code).not.toBe(0);
    expect(err).toContain(`unknown portal "kampus": manifest/kampus/ does not exist. ${known}`);
  });
});

describe('npm run manifest:check without arguments', () => {
  it('checks every portal folder of manifest/', { timeout: 30_000 }, () => {
    const { code, out } = run(tsx('scripts/manifest/check.ts'));
    expect(code).toBe(0);
    const checked = out.match(/^manifest\/[^:]+(?=: \d+ files)/gm);
    expect(checked).toEqual(portalIds().map((id) => `manifest/${id}`));
  });
});
