// Where the dashboard home puts the agenda card. Its place is reserved from the first render (the
// card's code and its events come later): nothing below it moves when they arrive. The card's code
// loads on demand, and if that code cannot load (offline, a new deployment) or the card fails, the
// card is left out quietly so the rest of the dashboard stays.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { splitList } from '../../../platform/core/env-list.ts';

const AgendaCard = lazy(() => import('./AgendaCard.tsx'));

// The card shows only where the deployment has calendar scopes (load-agenda.ts, calendarConfig);
// read here without loading the configuration's checker, so no place is reserved for a card that never comes.
const hasCalendar = () => splitList(import.meta.env.VITE_CALENDAR_SCOPES).length > 0;

class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[agenda] card left out', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AgendaSlot() {
  if (!hasCalendar()) return null;
  return (
    <LeaveOutOnError>
      <div className="agenda-slot">
        <Suspense fallback={<div className="ui-card agenda-slot__placeholder" aria-hidden="true" />}>
          <AgendaCard />
        </Suspense>
      </div>
    </LeaveOutOnError>
  );
}
