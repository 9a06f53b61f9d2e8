// The review as plain text, for a terminal.
import type { ManifestDiff } from './types.ts';
import { sectionTitles, sections, summary, type DiffHeading, type Writer } from './report.ts';

const textWriter: Writer = {
  name: (r) => `${r.id} "${r.label}"`,
  code: (v) => v,
  text: (v) => `"${v}"`,
};

/** Plain text for a terminal. */
export function formatDiffText(d: ManifestDiff, heading: DiffHeading): string {
  const out = [`${heading.dir}: ${summary(d)}`, `  compared: ${heading.base} → working tree`];
  if (heading.note) out.push(`  ${heading.note}`);
  for (const s of sections(d, textWriter)) {
    out.push('', `${sectionTitles[s.key]}:`);
    s.lines.forEach((line, i) => {
      if (s.key !== 'routesBroken') {
        out.push(`  ${line}`);
        return;
      }
      out.push(`  ! ${line}`);
      // sections() lists the broken routes in d.routes order, and they come first there
      for (const p of d.routes[i]!.below) out.push(`      ${p.path}${p.movedTo === undefined ? '' : ` → ${p.movedTo}`}`);
    });
  }
  return out.join('\n');
}
