// Which of the manifest's announcements a lecturer sees, and in which words. Pure: the caller
// passes the session's flags, the language and the current time.
import type { Lang } from '../../../platform/i18n/lang.ts';
import { isAnnouncementShown, type SessionFlags } from '../../../features/launch/session-flags.ts';
import type { Announcement, PortalModel, PortalNode } from '../../../model/manifest/model.ts';
import { isWithin } from '../../../model/manifest/schedule.ts';

/** The announcements for this audience at `now` (epoch ms), in manifest order. */
export const activeAnnouncements = (announcements: readonly Announcement[], flags: SessionFlags, now: number): Announcement[] =>
  announcements.filter((a) => isAnnouncementShown(a, flags, now));

export interface ShownAnnouncement {
  id: string;
  tone: Announcement['tone'];
  title: string;
  body: string;
  /** The node the announcement points to, when it exists and is inside its own window. */
  link?: PortalNode;
}

export function showAnnouncement(model: PortalModel, announcement: Announcement, lang: Lang, now: number): ShownAnnouncement {
  const target = announcement.link ? model.nodes[announcement.link] : undefined;
  return {
    id: announcement.id,
    tone: announcement.tone,
    title: (lang === 'en' && announcement.en?.title) || announcement.title,
    body: (lang === 'en' && announcement.en?.body) || announcement.body,
    ...(target && isWithin(target.window, now) && { link: target }),
  };
}
