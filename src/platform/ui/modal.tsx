// The modal pages use (the dialog itself: modal-dialog.tsx). Its code loads when a modal first
// opens, so that a modal only ever shown on request — the sign-out question in every page's
// header — costs the first load nothing; once loaded, every modal opens at once. A load that
// failed (offline without the service worker) is tried again when the connection is back.
import type { ComponentType } from 'react';
import { useOnDemand } from './use-on-demand.ts';
import type { ModalProps } from './modal-dialog.tsx';

export type { ModalProps } from './modal-dialog.tsx';

let loaded: ComponentType<ModalProps> | null = null;
let loading: Promise<ComponentType<ModalProps>> | null = null;

const loadDialog = (): Promise<ComponentType<ModalProps>> =>
  (loading ??= import('./modal-dialog.tsx').then(
    (module) => (loaded = module.ModalDialog),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** Fetches the dialog's code ahead, when a modal is about to be asked for (the pointer on its button): it then opens in the click's own frame. */
export const preloadModal = (): void => void loadDialog().catch(() => undefined);

/**
 * The dialog's component once a modal has been asked to open (`open`) and its code is there; null
 * until then. The control that opens a modal shows meanwhile that it is on its way.
 */
export const useModalDialog = (open: boolean): ComponentType<ModalProps> | null =>
  useOnDemand(open, loadDialog, '[modal] the dialog did not load', loaded);

export function Modal(props: ModalProps) {
  const Dialog = useModalDialog(props.open);
  return Dialog ? <Dialog {...props} /> : null;
}
