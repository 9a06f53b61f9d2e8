import { atom } from 'jotai/vanilla';

/** Whether the search dialog is open (the header button and the hotkeys open it). */
export const searchOpenAtom = atom(false);

/** Asked to open while its code is still loading (the button shows it: SearchHost.tsx). */
export const searchPendingAtom = atom(false);

/** What was typed after asking for the search and before its field was there: the field starts with it. */
export const searchTypedAtom = atom('');

type DialogModule = typeof import('./SearchDialog.tsx');
let dialogModule: Promise<DialogModule> | null = null;

/**
 * The search dialog's code, loaded on first use or on the intent to use it (a pointer on the search
 * button, its focus); a failed load is tried again next time.
 */
export function loadSearchDialog(): Promise<DialogModule> {
  dialogModule ??= import('./SearchDialog.tsx').catch((error: unknown) => {
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}
