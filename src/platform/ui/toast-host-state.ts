// Whether a toast host is mounted. The host (notistack) loads after the first paint; a toast asked
// for before that waits for it instead of being lost.
let mounted = 0;
let waiting: (() => void)[] = [];

export function hostMounted(): () => void {
  mounted++;
  const ready = waiting;
  waiting = [];
  for (const run of ready) run();
  return () => void mounted--;
}

export const whenHostMounted = (run: () => void) => (mounted > 0 ? run() : void waiting.push(run));
