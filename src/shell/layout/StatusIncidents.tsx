// The status page's pinned incidents (Uptime Kuma, src/features/launch/status-feed.ts), once each,
// above every page of the layout: "Status layanan: Gangguan jaringan — Sedang ditangani". Their title
// and text are the status page's own words, shown as text (never markup: Uptime Kuma's Markdown
// stays as written). Quiet (role=status), like the session notices; nothing before the app has
// started its clock (the pre-rendered frame), nothing once the status is stale.
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { currentIncidents } from '../../features/launch/availability.ts';
import { liveStatusAtom } from '../../features/launch/live-status.ts';
import { clockAtom } from '../../platform/core/clock.ts';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import './session-notices.css';

const texts = {
  id: { label: 'Status layanan:' },
  en: { label: 'Service status:' },
} satisfies Texts<{ label: string }>;

export function StatusIncidents() {
  const t = useTexts(texts);
  const now = useStoreValue(clockAtom);
  const live = useStoreValue(liveStatusAtom);
  const incidents = now === null ? [] : currentIncidents(live, now);
  if (incidents.length === 0) return null;
  return (
    <div role="status">
      {incidents.map((incident) => (
        <div key={incident.key} className="session-notice status-incident" data-tone={incident.tone}>
          <p>
            <span className="status-incident__label">{t.label}</span> <strong>{incident.title}</strong>
            {incident.content && <span className="status-incident__content">{incident.content}</span>}
          </p>
        </div>
      ))}
    </div>
  );
}
