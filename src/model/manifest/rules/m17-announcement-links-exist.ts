// M17: an announcement's `link` names an existing node, so its button leads somewhere.
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

export const m17AnnouncementLinksExist = ({ announcements, nodes, ids }: RuleContext) =>
  [...announcements.values()]
    .filter((a) => a.def?.link !== undefined && !nodes.has(a.def.link))
    .map((a) =>
      issue('UNKNOWN_LINK', a, ['link'], `announcement ${a.id}: link "${a.def!.link}" does not exist${didYouMean(a.def!.link!, ids)}`),
    );
