// W4: a system whose address nobody has confirmed for longer than the portal's review period
// (`reviewMonths`, default 12) may have moved: a warning at its `reviewed` date, naming whom to
// ask. Systems without a date are listed by `npm run manifest:links`, not warned on every check.
import { formatJakartaDate } from '../../time/jakarta.ts';
import { defaultReviewMonths, reviewOverdueFrom, reviewedDay } from '../review-dates.ts';
import { issue, type RuleContext } from './context.ts';

export const w4ReviewsDue = ({ systems, portal, now }: RuleContext) => {
  const months = portal?.value.reviewMonths ?? defaultReviewMonths;
  return [...systems.values()].flatMap((system) => {
    const { reviewed, owner, name, url } = system.value;
    const day = reviewed === undefined ? undefined : reviewedDay(reviewed);
    if (day === undefined || now < reviewOverdueFrom(day, months)) return []; // no date, or a bad one (M22)
    const ask = owner === undefined ? 'name its owner and confirm' : `ask ${owner} to confirm`;
    return [
      issue(
        'REVIEW_DUE',
        system,
        ['reviewed'],
        `system ${name}: last reviewed ${formatJakartaDate(day, 'en', 'long')}, more than ${months} months ago; ${ask} ${url}, then update reviewed`,
        { severity: 'warning' },
      ),
    ];
  });
};
