import { Link } from '@tanstack/react-router';
import { useStoreValue } from '../../../platform/core/use-store-value.ts';
import { clockAtom } from '../../../platform/core/clock.ts';
import type { Lang } from '../../../platform/i18n/lang.ts';
import { labelOf } from '../../../platform/i18n/localize.ts';
import { availabilityOf, interruptsLaunch, type LiveStatus } from '../../../features/launch/availability.ts';
import { groupNotices } from '../../../features/launch/availability-texts.ts';
import { liveStatusAtom } from '../../../features/launch/live-status.ts';
import type { PortalModel, PortalNode } from '../../../model/manifest/model.ts';
import { isOpenAt, menuItems } from '../../../features/menu/items.ts';
import { Card, CardContent } from '../../../platform/ui/card.tsx';
import { Icon } from '../../../platform/ui/icon.tsx';
import { summaryOf } from './summary.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';

/** One menu group (or, in the student portal, one service) as a card; the whole card is the link. */
/** What the card says of its items under maintenance or down (the item itself, when the card is one). */
function noticesOf(model: PortalModel, node: PortalNode, now: number | null, live: LiveStatus | undefined, lang: Lang): string[] {
  if (now === null) return [];
  const items = menuItems(model).list.filter((item) => (item.node.id === node.id || item.groups.includes(node)) && isOpenAt(item, now));
  const affected = items.flatMap(({ node: item }) => {
    const availability = availabilityOf(model, item, now, live);
    return interruptsLaunch(availability) ? [{ label: labelOf(item, lang), availability }] : [];
  });
  return groupNotices(affected, lang);
}

export function GroupCard({ model, node }: { model: PortalModel; node: PortalNode }) {
  const lang = useLang();
  const now = useStoreValue(clockAtom);
  const live = useStoreValue(liveStatusAtom);
  const summary = summaryOf(model, node, lang);
  const notices = noticesOf(model, node, now, live, lang);
  return (
    <Card className="group-card">
      <CardContent>
        {node.icon && (
          <span className="group-card__icon">
            <Icon name={node.icon} size={28} />
          </span>
        )}
        <h3 className="group-card__title">
          <Link to={node.path} className="group-card__link">
            {labelOf(node, lang)}
          </Link>
        </h3>
        {summary && <p className="group-card__summary">{summary}</p>}
        {notices.map((notice) => (
          <p key={notice} className="group-card__notice">
            {notice}
          </p>
        ))}
      </CardContent>
    </Card>
  );
}
