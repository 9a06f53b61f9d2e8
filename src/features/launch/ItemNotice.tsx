// A menu item's notice about the system it launches (src/features/launch/availability.ts): "Pemeliharaan
// sampai 04.00 WIB", "Gangguan", or the quieter "Pemeliharaan terjadwal mulai 22.00 WIB". Rendered
// inside the item's link or option, on a line of its own, so it is part of the item's accessible
// name ("E-Learning Pemeliharaan sampai 04.00 WIB") and in words, not colour alone. Nothing before the app has started its clock (the pre-rendered menu, src/platform/core/clock.ts).
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { clockAtom } from '../../platform/core/clock.ts';
import { useModel } from '../../platform/core/model-context.tsx';
import { availabilityOf } from './availability.ts';
import { noticeText } from './availability-texts.ts';
import { liveStatusAtom } from './live-status.ts';
import type { PortalNode } from '../../model/manifest/model.ts';
import { useLang } from '../../platform/i18n/use-texts.ts';
import './item-notice.css';

export function ItemNotice({ node }: { node: Pick<PortalNode, 'behaviour'> }) {
  const model = useModel();
  const now = useStoreValue(clockAtom);
  const live = useStoreValue(liveStatusAtom);
  const lang = useLang();
  const availability = now === null ? undefined : availabilityOf(model, node, now, live);
  if (!availability || now === null) return null;
  return (
    <span className="item-notice" data-availability={availability.kind}>
      {noticeText(availability, now, lang)}
    </span>
  );
}
