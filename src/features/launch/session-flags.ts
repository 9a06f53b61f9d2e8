// `requires: [flag, …]`: every listed boolean session flag must be true.
import type { SessionFlag } from '../../../schema/vocabulary.ts';
import type { Announcement } from '../../model/manifest/model.ts';
import { isWithin } from '../../model/manifest/schedule.ts';

export type SessionFlags = Partial<Record<SessionFlag, boolean>>;

export const unmetRequirements = (requires: readonly SessionFlag[], flags: SessionFlags): SessionFlag[] =>
  requires.filter((flag) => flags[flag] !== true);

/**
 * Whether an announcement shows at `now` (epoch ms) to a session with `flags`: inside its window,
 * and the session holds every flag it requires. The dashboard home lists by it, and the boot
 * script keeps the pre-rendered home's announcements by it (src/shell/first-paint/boot-first-screen.ts).
 */
export const isAnnouncementShown = (announcement: Pick<Announcement, 'window' | 'requires'>, flags: SessionFlags, now: number): boolean =>
  isWithin(announcement.window, now) && unmetRequirements(announcement.requires, flags).length === 0;
