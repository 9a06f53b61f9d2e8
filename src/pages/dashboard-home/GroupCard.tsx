import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { langAtom } from '../../i18n/lang.ts';
import { labelOf } from '../../i18n/localize.ts';
import type { PortalModel, PortalNode } from '../../manifest/model.ts';
import { Card, CardContent } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { summaryOf } from './summary.ts';

/** One menu group (or, in the student portal, one service) as a card; the whole card is the link. */
export function GroupCard({ model, node }: { model: PortalModel; node: PortalNode }) {
  const lang = useAtomValue(langAtom);
  const summary = summaryOf(model, node, lang);
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
      </CardContent>
    </Card>
  );
}
