// @vitest-environment jsdom
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollingGraceMs } from '../../../src/platform/auth/popup-mode.ts';
import { PORTAL_NAME_META } from '../../../src/platform/auth/redirect-names.ts';
import { storageKeys } from '../../../src/platform/core/storage.ts';

vi.mock('@azure/msal-browser/redirect-bridge', () => ({ broadcastResponseToMainFrame: vi.fn() }));
vi.spyOn(console, 'error').mockImplementation(() => {});

const bridge = vi.mocked(broadcastResponseToMainFrame);
const loadPage = async () => {
  vi.resetModules();
  await import('../../../src/platform/auth/redirect-bridge.ts');
};

/** The portal's names, as the build writes them into the page (tests/scripts/build/portal-name-meta.test.ts). */
const namePage = (names: object) => {
  document.head.innerHTML = `<meta name="${PORTAL_NAME_META}" content='${JSON.stringify(names)}'>`;
};

beforeEach(() => {
  namePage({ title: 'Portal Dosen' });
  vi.useFakeTimers();
  bridge.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('the popup redirect page', () => {
  it('opened directly (no portal polling it): broadcasts at once', async () => {
    await loadPage();
    expect(bridge).toHaveBeenCalledTimes(1);
  });

  it('in a popup of the polling portal: leaves the URL to the poller, bridges only if never picked up', async () => {
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    await loadPage();
    expect(bridge).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(pollingGraceMs);
    expect(bridge).toHaveBeenCalledTimes(1);
  });

  it('says what to do when the answer cannot be passed on', async () => {
    bridge.mockRejectedValueOnce(new Error('no_state_in_hash'));
    await loadPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.body.textContent).toContain('Tutup jendela ini');
  });

  it('says it in English when the portal language is English', async () => {
    localStorage.setItem(storageKeys.lang, 'en');
    bridge.mockRejectedValueOnce(new Error('no_state_in_hash'));
    await loadPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.body.textContent).toBe('Signing in could not be completed. Close this window and try again from Portal Dosen.');
    localStorage.removeItem(storageKeys.lang);
  });

  it('names the portal the page was built for, in English by its English title', async () => {
    namePage({ title: 'Portal Mahasiswa & Tutor', en: { title: 'Student & Tutor Portal' } });
    bridge.mockRejectedValueOnce(new Error('no_state_in_hash'));
    await loadPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.body.textContent).toBe(
      'Proses masuk tidak dapat diselesaikan. Tutup jendela ini lalu coba lagi dari Portal Mahasiswa & Tutor.',
    );
    localStorage.setItem(storageKeys.lang, 'en');
    bridge.mockRejectedValueOnce(new Error('no_state_in_hash'));
    await loadPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.body.textContent).toBe(
      'Signing in could not be completed. Close this window and try again from Student & Tutor Portal.',
    );
    localStorage.removeItem(storageKeys.lang);
  });
});
