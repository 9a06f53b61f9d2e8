// M19: the maintenance windows of one system do not overlap, so the menu names one window, one end
// and one message at a time. Each window that starts inside an earlier one is reported at its own
// `from`, naming the other; windows that touch (one ends as the next starts) do not overlap.
// Windows that M16 rejects are left to M16.
import type { ManifestIssue } from '../issues.ts';
import { formatWindow } from '../schedule.ts';
import { issue, positionOf, where, windowBounds, type RuleContext } from './context.ts';

export function m19NoMaintenanceOverlap({ systems }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const system of systems.values()) {
    const windows = (system.value.maintenance ?? [])
      .map((window, index) => ({ index, ...windowBounds(window) }))
      .filter((w) => !w.unreadable.length && w.from! < w.until!)
      .map(({ index, from, until }) => ({ index, from: from!, until: until! }))
      .sort((a, b) => a.from - b.from || a.index - b.index);
    for (const [i, later] of windows.entries()) {
      const earlier = windows.slice(0, i).find((w) => w.until > later.from);
      if (!earlier) continue;
      const field = ['maintenance', later.index, 'from'];
      const other = where(positionOf(system, ['maintenance', earlier.index]), positionOf(system, field));
      issues.push(
        issue(
          'MAINTENANCE_OVERLAP',
          system,
          field,
          `system ${system.value.name}: maintenance #${later.index + 1} (${formatWindow(later, 'en')}) overlaps ` +
            `maintenance #${earlier.index + 1} at ${other} (${formatWindow(earlier, 'en')}); ` +
            'make them one window, or let this one start when the other ends (until is exclusive)',
        ),
      );
    }
  }
  return issues;
}
