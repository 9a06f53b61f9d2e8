// A menu item's notice about the system it launches (src/launch/availability.ts): "Pemeliharaan
// sampai 04.00 WIB", "Gangguan", or the quieter "Pemeliharaan terjadwal mulai 22.00 WIB". Rendered
// inside the item's link or option, on a line of its own, so it is part of the item's accessible
// name ("E-Learning Pemeliharaan sampai 04.00 WIB") and in words, not colour alone. Nothing before the app has started its clock (the pre-rendered menu, src/core/clock.ts).
import { useAtomValue } from 'jotai';
import { clockAtom } from '../core/clock.ts';
import { useModel } from '../core/model-context.tsx';
import { langAtom } from '../i18n/lang.ts';
import { availabilityOf } from '../launch/availability.ts';
import { noticeText } from '../launch/availability-texts.ts';
import { liveStatusAtom } from '../launch/live-status.ts';
import type { PortalNode } from '../manifest/model.ts';
import './item-notice.css';

export function ItemNotice({ node }: { node: Pick<PortalNode, 'behaviour'> }) {
  const model = useModel();
  const now = useAtomValue(clockAtom);
  const live = useAtomValue(liveStatusAtom);
  const lang = useAtomValue(langAtom);
  const availability = now === null ? undefined : availabilityOf(model, node, now, live);
  if (!availability || now === null) return null;
  return (
    <span className="item-notice" data-availability={availability.kind}>
      {noticeText(availability, now, lang)}
    </span>
  );
}
