// The one entry point of the manifest pipeline, used by the CLI, the Vite plugin and the tests:
// files → parse → read → validate → compile.
import { compile } from './compile.ts';
import { hasErrors, sortIssues, type ManifestIssue } from './issues.ts';
import type { PortalModel } from './model.ts';
import { parseFile, type ManifestFile } from './parse.ts';
import { readFiles } from './read.ts';
import { validate, type ValidateOptions } from './validate.ts';

export interface LoadResult {
  /** Present only when there are no errors (warnings allowed). */
  model?: PortalModel;
  issues: ManifestIssue[];
}

export function loadManifest(files: readonly ManifestFile[], options: ValidateOptions = {}): LoadResult {
  const parsed = files.map(parseFile);
  const syntax = parsed.flatMap((p) => p.issues);
  const { read, issues: shape } = readFiles(parsed.map((p) => p.parsed));
  const issues = [...syntax, ...shape];
  if (read.portals.length === 0 && !read.broken.portal && !syntax.length) {
    const file = files[0]?.name ?? '(no manifest files)';
    issues.push({
      code: 'PORTAL',
      severity: 'error',
      message: 'no file defines the portal block (portal: {id, title, home, login, institution})',
      path: [],
      file,
      line: 1,
      col: 1,
    });
  }
  issues.push(...validate(read, options));
  sortIssues(issues);
  return hasErrors(issues) ? { issues } : { model: compile(read), issues };
}
