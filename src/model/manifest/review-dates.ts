// When a system's address is due for another look: its `reviewed` date (a Jakarta calendar day)
// plus the portal's review period in months. Pure; used by the rules (M22, W4) and manifest:links.
import { jakartaOffsetMs, parseIsoDate } from '../time/jakarta.ts';

/** The review period when the portal block names none (`reviewMonths`). */
export const defaultReviewMonths = 12;

/** The start (00:00 WIB) of the day `reviewed` names, or undefined when it is no such day. */
export const reviewedDay = (reviewed: string): number | undefined => parseIsoDate(reviewed);

/**
 * When a review made on `day` (epoch ms, 00:00 WIB) is more than `months` old: the day after its
 * anniversary (the same day `months` later, or that month's last day).
 */
export function reviewOverdueFrom(day: number, months: number): number {
  const reviewed = new Date(day + jakartaOffsetMs); // the Jakarta calendar day, read in UTC
  const [year, month, date] = [reviewed.getUTCFullYear(), reviewed.getUTCMonth() + months, reviewed.getUTCDate()];
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date, lastOfMonth) + 1) - jakartaOffsetMs;
}
