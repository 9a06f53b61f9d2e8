// M22 of docs/manifest-rules.md (src/model/manifest/rules/m22-valid-review-dates.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { checkBeside } from '../../../support/manifest.ts';

const system = (reviewed: string) =>
  `systems:\n  tuton:\n    label: Tuton\n    url: https://elearning.ut.ac.id\n    reviewed: ${reviewed}\n    source: https://elearning.ut.ac.id/tentang\n`;

describe('M22 m22ValidReviewDates', () => {
  it('[M22] a reviewed that is not a day written YYYY-MM-DD is an error at its line', () => {
    for (const bad of ['2026-02-30', '25-11-2026', '2026-11-25 10:00', 'kemarin']) {
      expect(checkBeside(system(bad)).lines).toEqual([
        `m.yaml:5:15 BAD_REVIEW_DATE system tuton: reviewed "${bad}" is not a date; write the day the address was last confirmed as YYYY-MM-DD`,
      ]);
    }
  });

  it('[M22] a reviewed after the day of the check is an error; that very day passes', () => {
    expect(checkBeside(system('2026-11-22')).lines).toEqual([
      'm.yaml:5:15 BAD_REVIEW_DATE system tuton: reviewed 2026-11-22 is in the future (today is 21 November 2026); write the day the address was last confirmed',
    ]);
    expect(checkBeside(system('2026-11-21')).lines).toEqual([]);
  });
});
