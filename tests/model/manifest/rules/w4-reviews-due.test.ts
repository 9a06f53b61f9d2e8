// W4 of docs/manifest-rules.md (src/model/manifest/rules/w4-reviews-due.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { reviewOverdueFrom, reviewedDay } from '../../../../src/model/manifest/review-dates.ts';
import { base, checkBeside, testNow } from '../../../support/manifest.ts';

const system = (lines: string) =>
  `systems:\n  tuton:\n    label: Tuton\n    url: https://elearning.ut.ac.id\n${lines}    source: https://elearning.ut.ac.id/tentang\n`;

describe('W4 w4ReviewsDue', () => {
  it('[W4] a review older than 12 months is a warning at reviewed, naming the owner; the manifest still compiles', () => {
    const { issues, model } = checkBeside(system('    owner: Pusat Komputer\n    reviewed: 2025-11-20\n'));
    expect(issues.map((i) => `${i.file}:${i.line}:${i.col} ${i.code} ${i.message} (${i.severity})`)).toEqual([
      'm.yaml:6:15 REVIEW_DUE system tuton: last reviewed 20 November 2025, more than 12 months ago; ask Pusat Komputer to confirm https://elearning.ut.ac.id, then update reviewed (warning)',
    ]);
    expect(model).toBeDefined();
  });

  it('[W4] within the period nothing is said; without an owner the warning asks to name one', () => {
    expect(checkBeside(system('    reviewed: 2025-11-21\n')).lines).toEqual([]);
    expect(checkBeside(system('    reviewed: 2025-11-20\n')).lines).toEqual([
      'm.yaml:5:15 REVIEW_DUE system tuton: last reviewed 20 November 2025, more than 12 months ago; name its owner and confirm https://elearning.ut.ac.id, then update reviewed',
    ]);
  });

  it('[W4] the portal sets the period (reviewMonths); no date, no warning', () => {
    const portal = base.replace('  login: login\n', '  login: login\n  reviewMonths: 6\n');
    expect(checkBeside(system('    reviewed: 2026-05-20\n'), { portal }).lines).toEqual([
      'm.yaml:5:15 REVIEW_DUE system tuton: last reviewed 20 May 2026, more than 6 months ago; name its owner and confirm https://elearning.ut.ac.id, then update reviewed',
    ]);
    expect(checkBeside(system('    reviewed: 2026-05-21\n'), { portal }).lines).toEqual([]);
    expect(checkBeside(system(''), { portal, now: testNow + 10 * 365 * 86_400_000 }).lines).toEqual([]);
  });

  it('a review is overdue from the day after its anniversary, the last day of a shorter month standing in', () => {
    const day = (iso: string) => reviewedDay(iso)!;
    expect(reviewOverdueFrom(day('2025-11-20'), 12)).toBe(day('2026-11-21'));
    expect(reviewOverdueFrom(day('2026-08-31'), 6)).toBe(day('2027-03-01'));
    expect(reviewOverdueFrom(day('2026-01-31'), 1)).toBe(day('2026-03-01'));
  });
});
