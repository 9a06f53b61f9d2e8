import { atom } from 'jotai';

/** Whether the search dialog is open (the header button and the hotkeys open it). */
export const searchOpenAtom = atom(false);

type DialogModule = typeof import('./SearchDialog.tsx');
let dialogModule: Promise<DialogModule> | null = null;

/** The search dialog's code, loaded on first use (a failed load is tried again next time). */
export function loadSearchDialog(): Promise<DialogModule> {
  dialogModule ??= import('./SearchDialog.tsx').catch((error: unknown) => {
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}
