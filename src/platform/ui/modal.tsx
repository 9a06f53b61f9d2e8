// The modal pages use (the dialog itself: modal-dialog.tsx). Its code loads when a modal first
// opens, so that a modal only ever shown on request — the sign-out question in every page's
// header — costs the first load nothing; once loaded, every modal opens in the render right after
// the one that asked for it. A load that
// failed (offline without the service worker) is tried again when the connection is back.
import { type ComponentType, useDeferredValue } from 'react';
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

/** Fetches the dialog's code ahead, when a modal is about to be asked for (the pointer on its button): it then opens in the render right after the click's. */
export const preloadModal = (): void => void loadDialog().catch(() => undefined);

/**
 * The dialog's component (null until its code is there, once wanted) and whether the modal is shown:
 * asked for (`open`) and rendered after the render that asked. The click's own frame then shows at
 * once, by its control, that the modal is on its way; the dialog's render, its top layer and layout
 * (tens of ms on a slow phone) come in the next render, which React can interrupt.
 */
function useDialog(open: boolean): { Dialog: ComponentType<ModalProps> | null; shown: boolean } {
  const Dialog = useOnDemand(open, loadDialog, '[modal] the dialog did not load', loaded);
  return { Dialog, shown: useShownAfterAsking(open, Dialog !== null) };
}

/**
 * Whether a dialog asked for (`open`) and `ready` (its code there) is shown: from the render after
 * the one that asked (the rule above), so that the asking control's answer comes first. Every
 * dialog opened on request follows it (the search's too).
 */
export function useShownAfterAsking(open: boolean, ready: boolean): boolean {
  const settled = useDeferredValue(open);
  return open && settled && ready;
}

/** Whether a modal asked for (`open`) is not shown yet: the control that opened it says so meanwhile. */
export function useModalPending(open: boolean): boolean {
  const { shown } = useDialog(open);
  return open && !shown;
}

export function Modal(props: ModalProps) {
  const { Dialog, shown } = useDialog(props.open);
  return Dialog ? <Dialog {...props} open={shown} /> : null;
}
