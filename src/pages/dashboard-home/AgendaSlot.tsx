// Where the dashboard home puts the agenda card: its code loads on demand, and if that code
// cannot load (offline, a new deployment) or the card fails, the card is left out quietly so
// the rest of the dashboard stays.
import { Component, lazy, Suspense, type ReactNode } from 'react';

const AgendaCard = lazy(() => import('./AgendaCard.tsx'));

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
  return (
    <LeaveOutOnError>
      <Suspense fallback={null}>
        <AgendaCard />
      </Suspense>
    </LeaveOutOnError>
  );
}
