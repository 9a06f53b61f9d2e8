// Issues → text, one formatter per audience: people (default), CI annotations, JSON.
import type { ManifestIssue } from './issues.ts';

export type Format = 'human' | 'github' | 'json';

export const formatIssue = (i: ManifestIssue) => `${i.file}:${i.line}:${i.col} ${i.code} ${i.message}`;

/** GitHub's workflow-command escaping: of a message, and of a property (file=, title=). */
export const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatIssues(issues: readonly ManifestIssue[], format: Format): string {
  if (format === 'json') return JSON.stringify(issues, null, 2);
  if (format === 'github') {
    return issues
      .map((i) => `::${i.severity} file=${escapeProperty(i.file)},line=${i.line},col=${i.col},title=${i.code}::${escapeData(i.message)}`)
      .join('\n');
  }
  return issues.map((i) => `${formatIssue(i)}${i.severity === 'warning' ? ' (warning)' : ''}`).join('\n');
}
