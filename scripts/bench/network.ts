// The slow network, for a page and for the service workers that answer it. DevTools' network
// emulation is per target: set on the page alone, it leaves out the requests the page's service
// worker makes for it (a controlled page's navigation goes through the worker, network first), and a
// repeat visit would get its HTML at full speed (measured here: 26 ms instead of 170 for the 150 ms
// latency). So every service worker is given the same conditions as soon as the browser starts it.
// Playwright's CDP sessions reach pages only; a worker is reached through the browser's session with
// the protocol's non-flat messages (Target.sendMessageToTarget).
import type { BrowserContext, CDPSession } from 'playwright-core';

/** Network.emulateNetworkConditions: latency in ms, throughput in bytes per second. */
export interface NetworkConditions {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Sets `conditions` on the page of `cdp` (a session that stays attached while they hold). */
export const throttlePage = (cdp: CDPSession, conditions: NetworkConditions) =>
  cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });

/**
 * Gives every service worker `context`'s browser starts from now on `conditions`. `settled()`
 * resolves once each worker seen so far has them (it throws when the browser refused).
 */
export async function throttleWorkers(context: BrowserContext, conditions: NetworkConditions): Promise<{ settled(): Promise<void> }> {
  const browser = context.browser();
  if (!browser) throw new Error('throttleWorkers: the context has no browser to ask');
  const session = await browser.newBrowserCDPSession();
  const answers = new Map<number, (message: { error?: { message: string } }) => void>();
  let nextId = 1;
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as { id?: number; error?: { message: string } };
    if (answer.id !== undefined) answers.get(answer.id)?.(answer);
  });
  const applied: Promise<void>[] = [];
  const throttle = async (targetId: string) => {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
    const id = nextId++;
    const answered = new Promise<{ error?: { message: string } }>((done) => answers.set(id, done));
    const params = { offline: false, ...conditions };
    await session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method: 'Network.emulateNetworkConditions', params }),
    });
    const { error } = await answered;
    if (error) throw new Error(`a service worker refused the slow network: ${error.message}`);
  };
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    const done = throttle(targetInfo.targetId);
    done.catch(() => undefined); // reported by settled()
    applied.push(done);
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  return {
    async settled() {
      await Promise.all(applied);
    },
  };
}
