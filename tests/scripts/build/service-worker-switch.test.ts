// The service worker's off switch: PORTAL_SERVICE_WORKER (scripts/build/pwa-options.ts, read by
// vite.config.ts) and the retiring page (src/features/pwa/retire.ts). The browser test is
// tests/e2e/pwa-retire.e2e.ts.
import { describe, expect, it } from 'vitest';
import { pwaOptions, serviceWorkerSwitch } from '../../../scripts/build/pwa-options.ts';
import { retireServiceWorker } from '../../../src/features/pwa/retire.ts';
import { realModel } from '../../support/real-model.ts';

describe('PORTAL_SERVICE_WORKER', () => {
  it('is on when unset, empty or on; off only when off', () => {
    expect(serviceWorkerSwitch(undefined)).toBe('on');
    expect(serviceWorkerSwitch('')).toBe('on');
    expect(serviceWorkerSwitch('on')).toBe('on');
    expect(serviceWorkerSwitch('off')).toBe('off');
  });

  it('any other value stops the build, naming the variable and its values', () => {
    for (const value of ['OFF', 'On', ' off', 'false', '0', 'no', 'disabled']) {
      expect(() => serviceWorkerSwitch(value), value).toThrow(
        `PORTAL_SERVICE_WORKER must be on or off (unset: on), not ${JSON.stringify(value)}`,
      );
    }
  });

  it('off asks vite-plugin-pwa for its self-destroying worker; on keeps the usual one', () => {
    const model = realModel('dosen');
    expect(pwaOptions(model)).not.toHaveProperty('selfDestroying');
    expect(pwaOptions(model, 'on')).toEqual(pwaOptions(model));
    const off = pwaOptions(model, 'off');
    expect(off.selfDestroying).toBe(true);
    expect(off.manifest).toEqual(pwaOptions(model).manifest); // still installable, same name and icons
    expect(off.injectRegister).toBe(false); // src/features/pwa/register.ts decides, and registers nothing
  });
});

describe('the retiring page', () => {
  const origin = 'https://portal.example.ac.id';
  const setup = (scopes: string[], cacheNames: string[]) => {
    const unregistered: string[] = [];
    const deleted: string[] = [];
    const container = {
      getRegistrations: async () =>
        scopes.map((scope) => {
          const unregister = async () => unregistered.push(scope) > 0;
          return { scope, unregister } as unknown as ServiceWorkerRegistration;
        }),
    };
    const cacheStorage = {
      keys: async () => cacheNames,
      delete: async (name: string) => deleted.push(name) > 0,
    };
    return { container, cacheStorage, unregistered, deleted };
  };

  it("unregisters the portal's worker and deletes the Workbox caches, nothing else", async () => {
    const { container, cacheStorage, unregistered, deleted } = setup(
      [`${origin}/`],
      [`workbox-precache-v2-${origin}/`, `workbox-runtime-${origin}/`, 'something-else'],
    );
    await retireServiceWorker(container, cacheStorage, `${origin}/`);
    expect(unregistered).toEqual([`${origin}/`]);
    expect(deleted).toEqual([`workbox-precache-v2-${origin}/`, `workbox-runtime-${origin}/`]);
  });

  it('leaves a worker outside its base path alone', async () => {
    const { container, cacheStorage, unregistered } = setup([`${origin}/portal/`, `${origin}/other/`], []);
    await retireServiceWorker(container, cacheStorage, `${origin}/portal/`);
    expect(unregistered).toEqual([`${origin}/portal/`]);
  });

  it('a browser that never had the worker: nothing to do, no error', async () => {
    const { container, cacheStorage, unregistered, deleted } = setup([], []);
    await retireServiceWorker(container, cacheStorage, `${origin}/`);
    await retireServiceWorker(container, undefined, `${origin}/`);
    expect([...unregistered, ...deleted]).toEqual([]);
  });
});
