// What the app last rendered of the dashboard home's lists (the first screen) for this browser's
// lecturer, kept for the next load: the boot script paints it into the pre-rendered home before the
// app runs (src/shell/first-paint/README.md, "What is painted"). Written by the home, read by the boot
// script (boot-first-screen.ts); whose it is, is decided here for both.
import { ownVersion } from '../../features/deploys/version.ts';
import { storageKeys, writeStored } from '../../platform/core/storage.ts';
import { FILL_ATTRIBUTE, type FirstScreenPart, type FirstScreenSnapshot } from './ids.ts';

/** The attribute the app renders on a part of the first screen the boot script completes. */
export const firstPaintPart = (part: FirstScreenPart) => ({ [FILL_ATTRIBUTE]: part });

/**
 * Keeps what the home shows a lecturer (the ids of their lists' items) for the next
 * load's first paint, marked with the build that rendered it. Best effort: a browser that refuses
 * storage paints the lists when the app runs.
 */
export function rememberFirstScreen(snapshot: Omit<FirstScreenSnapshot, 'version'>): void {
  const version = ownVersion();
  if (!version) return; // the dev server: no build to match
  writeStored(storageKeys.firstScreen, JSON.stringify({ ...snapshot, version } satisfies FirstScreenSnapshot));
}

/**
 * The kept snapshot (`kept`, as parsed from storage: anything) when it is this lecturer's in this
 * language: the same nip as the stored session's (none: no one's) and the language shown. Its
 * fields are still unchecked: the reader takes text as text and ids as ids only.
 */
export function snapshotOf(kept: unknown, nip: string | null, lang: string): Partial<FirstScreenSnapshot> | null {
  const snapshot = typeof kept === 'object' ? (kept as Partial<FirstScreenSnapshot> | null) : null;
  return snapshot && nip && snapshot.nip === nip && snapshot.lang === lang ? snapshot : null;
}

/** Whether the snapshot's lists name this build's menu items: rendered by the build this page runs. */
export const listsAreCurrent = (snapshot: Partial<FirstScreenSnapshot>, doc: Document = document): boolean =>
  snapshot.version !== undefined && snapshot.version === ownVersion(doc);
