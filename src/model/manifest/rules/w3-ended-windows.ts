// W3: a window whose `until` has passed (at the time of the check) is never shown again: a
// warning to remove it (a node's or announcement's window, or a system's maintenance window).
// Windows that M16 rejects are left to M16.
import { formatJakartaTime } from '../../time/jakarta.ts';
import { issue, windowBounds, type RuleContext } from './context.ts';

export const w3EndedWindows = ({ windows, now }: RuleContext) =>
  windows.flatMap(({ place, at, owner, window, remove }) => {
    const { from, until, unreadable } = windowBounds(window);
    if (unreadable.length || until === undefined || until > now || (from !== undefined && from >= until)) return [];
    return [
      issue('WINDOW_ENDED', place, [...at, 'until'], `${owner}: the window ended ${formatJakartaTime(until, 'en')} WIB; remove ${remove}`, {
        severity: 'warning',
      }),
    ];
  });
