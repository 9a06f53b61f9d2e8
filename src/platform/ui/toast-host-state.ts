// The toast host's state. The host (notistack) is not part of the first load: the first toast asks
// for it (notify.ts → whenHostMounted), <ToastProvider> loads and mounts it, and every toast asked
// for until then waits for it instead of being lost.
let mounted = 0;
let waiting: (() => void)[] = [];
/** How often a toast has asked for the host while none was mounted; 0 until the first toast. */
let requests = 0;
const listeners = new Set<() => void>();

export function hostMounted(): () => void {
  mounted++;
  const ready = waiting;
  waiting = [];
  for (const run of ready) run();
  return () => void mounted--;
}

/** Runs `run` once a host is mounted: now, or when the host this call asks for has loaded. */
export function whenHostMounted(run: () => void): void {
  if (mounted > 0) {
    run();
    return;
  }
  waiting.push(run);
  requests++;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore in <ToastProvider>: a new request also retries a host that failed to load. */
export const hostRequests = (): number => requests;

export function onHostRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
