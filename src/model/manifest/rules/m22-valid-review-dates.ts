// M22: a system's `reviewed` is a real calendar day, written YYYY-MM-DD, and not after the day of
// the check: a review cannot have happened yet, and a date in the future would keep W4 quiet.
import { formatJakartaDate, jakartaDayStart } from '../../time/jakarta.ts';
import { reviewedDay } from '../review-dates.ts';
import { issue, type RuleContext } from './context.ts';

export const m22ValidReviewDates = ({ systems, now }: RuleContext) =>
  [...systems.values()].flatMap((system) => {
    const { reviewed, name } = system.value;
    if (reviewed === undefined) return [];
    const day = reviewedDay(reviewed);
    const problem =
      day === undefined
        ? `reviewed "${reviewed}" is not a date; write the day the address was last confirmed as YYYY-MM-DD`
        : day > jakartaDayStart(now)
          ? `reviewed ${reviewed} is in the future (today is ${formatJakartaDate(now, 'en', 'long')}); write the day the address was last confirmed`
          : undefined;
    return problem ? [issue('BAD_REVIEW_DATE', system, ['reviewed'], `system ${name}: ${problem}`)] : [];
  });
