// The review as Markdown, for a pull-request comment.
import type { ManifestDiff } from './types.ts';
import { plural, sectionTitles, sections, summary, type DiffHeading, type Writer } from './report.ts';

const escapeMarkdown = (s: string) => s.replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`);
/** A code span that survives backticks in the value. */
const codeSpan = (s: string) => {
  const longest = Math.max(0, ...[...s.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = s.startsWith('`') || s.endsWith('`') || s === '' ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
};

const markdownWriter: Writer = {
  name: (r) => `${codeSpan(r.id)} "${escapeMarkdown(r.label)}"`,
  code: codeSpan,
  text: (v) => `"${escapeMarkdown(v)}"`,
};

/** Markdown for a pull-request comment. */
export function formatDiffMarkdown(d: ManifestDiff, heading: DiffHeading): string {
  const warn = d.routes.some((r) => r.status === 'broken') ? '⚠ ' : '';
  const out = [
    `### ${warn}Manifest ${codeSpan(heading.dir)}: ${escapeMarkdown(summary(d))}`,
    '',
    `Compared: ${escapeMarkdown(heading.base)} → working tree.`,
  ];
  if (heading.note) out.push('', escapeMarkdown(heading.note));
  for (const s of sections(d, markdownWriter)) {
    const marker = s.key === 'routesBroken' ? '⚠ ' : '';
    out.push('', `#### ${marker}${sectionTitles[s.key]}`, '', ...s.lines.map((l) => `- ${marker}${l}`));
    if (s.key !== 'routesBroken') continue;
    for (const r of d.routes.filter((x) => x.status === 'broken' && x.below.length)) {
      out.push('', `<details><summary>${plural(r.below.length, 'path')} below ${escapeMarkdown(r.path)}</summary>`, '');
      out.push(
        ...r.below.map((p) => `- ${codeSpan(p.path)}${p.movedTo === undefined ? '' : ` → ${codeSpan(p.movedTo)}`}`),
        '',
        '</details>',
      );
    }
  }
  return out.join('\n');
}
