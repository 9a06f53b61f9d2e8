import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { git } from '../../../support/git.ts';

// `npm run manifest:diff` against throw-away git repositories built from the fixture pairs.
const script = join(import.meta.dirname, '../../../../scripts/manifest/diff.ts');
const fixtures = join(import.meta.dirname, '../../../fixtures/diff');
// The CLI runs in the temporary repository, where `--import tsx` would not find the package.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A repository whose `branch` has the fixture's before/ manifest as manifest/<portal>/ (under `sub`). */
function repo({ fixture = 'mixed', branch = 'main', portal = 'uji', sub = '' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-diff-'));
  made.push(dir);
  git(dir, 'init', '--quiet', `--initial-branch=${branch}`);
  const project = join(dir, sub);
  const put = (side: 'before' | 'after') => cpSync(join(fixtures, fixture, side), join(project, 'manifest', portal), { recursive: true });
  put('before');
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'before');
  return { dir, project, after: () => put('after') };
}

function run(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', tsx, script, '--root', cwd, ...args], { cwd, encoding: 'utf8' });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

// Each run starts a Node process with tsx (about a second); several runs share a test.
describe('npm run manifest:diff', { timeout: 60_000 }, () => {
  it('compares the working tree with the merge base with main by default', () => {
    const { dir, after } = repo();
    const base = git(dir, 'rev-parse', '--short=7', 'HEAD');
    git(dir, 'checkout', '--quiet', '-b', 'feature');
    after();
    git(dir, 'commit', '--quiet', '-am', 'after');
    writeFileSync(join(dir, 'manifest/uji/menu.yaml'), '# a comment changes nothing\n', { flag: 'a' });

    const { code, out, err } = run(dir);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 5)).toEqual([
      'manifest/uji: 4 route paths break, 1 removed, 1 id renamed, 1 moved, 1 added, 3 other changes',
      `  compared: the merge base with main (${base}) → working tree`,
      '',
      'Route paths that break (bookmarks and shared links stop working):',
      '  ! /dashboard/pembimbingan: pembimbingan "Pembimbingan" moved to /dashboard/pengajaran/pembimbingan (and 2 paths below it)',
    ]);

    // The branch's own commit is the same manifest: only the working tree's edit would show, and it changes nothing.
    expect(run(dir, 'HEAD')).toEqual({
      code: 0,
      out: `manifest/uji: no changes\n  compared: HEAD (${git(dir, 'rev-parse', '--short=7', 'HEAD')}) → working tree`,
      err: '',
    });
  });

  it('writes markdown for a pull-request comment', () => {
    const { dir, after } = repo();
    after();
    const { code, out } = run(dir, 'main', '--format', 'markdown');
    expect(code).toBe(0);
    expect(out).toMatch(/^### ⚠ Manifest `manifest\/uji`: 4 route paths break/);
    expect(out).toContain('#### ⚠ Route paths that break (bookmarks and shared links stop working)\n\n- ⚠ `/dashboard/pembimbingan`');
    expect(run(dir, 'main', '--format', 'markdown', '--portal', 'uji').out).toBe(out);
  });

  it('shows a changed verified or source, which it reads from the files on both sides', () => {
    const { dir, after } = repo({ fixture: 'provenance' });
    after();
    const { code, out } = run(dir, 'main');
    expect(code).toBe(0);
    expect(out).toContain(
      '  {bimbingan}: verified no → yes; source set to https://contoh.example.ac.id/panduan/tugas-akhir; used by karil, tapm',
    );
    expect(out).toContain('  added {sinta}: https://sinta.example.go.id, not verified, source https://contoh.example.ac.id/berita/sinta');
  });

  it('reads the ref’s files from git, also when the project is a folder of the repository', () => {
    const { dir, project, after } = repo({ sub: 'web/portal' });
    after();
    // Committed files are read from the ref, not from disk.
    const { code, out } = run(project, 'HEAD');
    expect(code).toBe(0);
    expect(out).toMatch(/^manifest\/uji: 4 route paths break/);
    git(dir, 'add', '.');
    git(dir, 'commit', '--quiet', '-m', 'after');
    expect(run(project, 'HEAD').out).toMatch(/^manifest\/uji: no changes/);
  });

  it('treats a portal that is not at the ref as new and one deleted from the working tree as removed', () => {
    const { dir, project } = repo({ fixture: 'unchanged', portal: 'lama' });
    cpSync(join(fixtures, 'unchanged/after'), join(project, 'manifest/baru'), { recursive: true });
    rmSync(join(project, 'manifest/lama'), { recursive: true });
    const { code, out } = run(dir, 'HEAD');
    expect(code).toBe(0);
    const [baru, lama] = out.split('\n\n').filter((block) => block.startsWith('manifest/'));
    expect(baru).toMatch(
      /^manifest\/baru: 4 added, 2 other changes; no route path breaks\n.*\n {2}manifest\/baru does not exist at HEAD \(\w+\): a new portal, everything is added\./,
    );
    expect(lama).toMatch(
      /^manifest\/lama: 10 route paths break, 4 removed, 2 other changes\n.*\n {2}manifest\/lama was deleted in the working tree: everything is removed\./,
    );
    expect(run(dir, 'HEAD', '--portal', 'baru').out).not.toContain('manifest/lama');
  });

  it('prints the working tree’s manifest errors with file:line and exits 1', () => {
    const { dir } = repo();
    writeFileSync(join(dir, 'manifest/uji/portal.yaml'), '  - id: tuton\n    label: Lagi\n    url: https://x.example.ac.id\n', {
      flag: 'a',
    });
    const { code, out, err } = run(dir, 'HEAD');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err.split('\n')[0]).toBe('manifest/uji/portal.yaml:37:9 DUPLICATE_ID "tuton" already defined at manifest/uji/menu.yaml:8:9');
    expect(err).toContain('manifest:diff: the manifest in the working tree has errors (manifest/uji); fix them first, then compare');
  });

  it('refuses to compare with a ref whose manifest has errors (exit 2)', () => {
    const { dir } = repo();
    writeFileSync(join(dir, 'manifest/uji/menu.yaml'), 'nodes: [\n');
    git(dir, 'commit', '--quiet', '-am', 'broken');
    git(dir, 'checkout', '--quiet', 'HEAD~1', '--', 'manifest');
    const { code, out, err } = run(dir, 'HEAD');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^HEAD:manifest\/uji\/menu\.yaml:\d+:\d+ YAML_SYNTAX /);
    expect(err).toContain('manifest:diff: the manifest at HEAD (');
    expect(err).toContain('has errors (manifest/uji), so there is nothing sound to compare with');
  });

  it('explains a bad ref, a missing main branch, a missing portal and bad arguments (exit 2)', () => {
    const { dir } = repo({ branch: 'trunk' });
    expect(run(dir, 'nope')).toMatchObject({
      code: 2,
      out: '',
      err: `manifest:diff: unknown git ref "nope": not a commit, branch or tag in ${dir} (e.g. main, HEAD~1, origin/main)`,
    });
    const noMain = run(dir);
    expect(noMain.code).toBe(2);
    expect(noMain.err).toMatch(
      /^manifest:diff: cannot find the merge base of HEAD and main .*Name the ref to compare with instead, e\.g\. npm run manifest:diff -- origin\/main$/,
    );
    expect(run(dir, 'HEAD', '--portal', 'dosen')).toMatchObject({
      code: 2,
      // …naming the portals there are.
      err: `manifest:diff: no portal "dosen": manifest/dosen/ has no .yaml files in the working tree or at HEAD (${git(dir, 'rev-parse', '--short=7', 'HEAD')}). Portals: uji`,
    });
    expect(run(dir, 'HEAD', '--bogus')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^manifest:diff: Unknown option '--bogus'.*\nusage: npm run manifest:diff/s),
    });
    expect(run(dir, 'HEAD', '--format', 'html')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^manifest:diff: unknown --format html; use text or markdown\n/),
    });
    expect(run(dir, 'HEAD', 'main')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^manifest:diff: expected at most one git ref, got 2: HEAD main\n/),
    });

    const plain = mkdtempSync(join(tmpdir(), 'manifest-diff-'));
    made.push(plain);
    mkdirSync(join(plain, 'manifest'));
    expect(run(plain)).toMatchObject({ code: 2, err: expect.stringMatching(/^manifest:diff: .* is not inside a git repository/) });
  });
});
