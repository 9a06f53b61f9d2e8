// The lifecycle of a modal on the native <dialog>, apart from what it shows: showModal() gives the
// top layer, makes the rest of the page inert (the focus trap) and reports Escape; this adds the
// fade before closing, the outside-click rule, the first focus, and the focus back to the opener.
// ModalDialog (modal-dialog.tsx) draws the kit's panel around it; a dialog that draws its own
// panel (the search) uses it directly, so that every modal opens and closes the same way.
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export interface ModalLifecycle {
  /** Asked for by the dialog's owner; a dialog closed by unmounting it stays `true` until then. */
  open: boolean;
  /** Escape, the browser's cancel, a click outside: the owner decides whether it closes. */
  onClose: () => void;
  closeOnOutsideClick?: boolean;
  /** How long a closing dialog stays on screen (its fade) after `open` turns false. */
  fadeMs?: number;
  /** Gets the focus when it opens; otherwise the browser's choice, or the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Gets the focus when it closes if the opener cannot take it back (it has gone, or the focus was
   * on the page itself); otherwise the focus stays where the browser puts it.
   */
  fallbackFocus?: () => HTMLElement | null;
}

/** What to spread on the <dialog>; `rendered`: whether to render it (false once it has faded out). */
export interface ModalDialogState {
  rendered: boolean;
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    'data-state': 'open' | 'closing';
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  };
}

export function useModalDialog({
  open,
  onClose,
  closeOnOutsideClick = true,
  fadeMs = 0,
  initialFocus,
  fallbackFocus,
}: ModalLifecycle): ModalDialogState {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const pressedOutside = useRef(false);
  // Stays rendered while fading out after `open` turns false.
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  /** The focus back to the opener, or to `fallbackFocus` when the opener cannot take it. */
  const giveFocusBack = () => {
    const opener = openerRef.current;
    openerRef.current = null;
    const canTakeIt = opener instanceof HTMLElement && opener.isConnected && opener !== document.body;
    (canTakeIt || !fallbackFocus ? (opener as HTMLElement | null) : fallbackFocus())?.focus?.();
  };

  // A layout effect: the dialog is on screen, with the focus inside, in the frame that renders it
  // (keys typed right after opening reach its field).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        openerRef.current = document.activeElement;
        dialog.showModal();
        const first = initialFocus?.current ?? (dialog.contains(document.activeElement) ? null : dialog);
        first?.focus();
      }
      return;
    }
    const timer = setTimeout(() => {
      dialog.close();
      setRendered(false);
      giveFocusBack();
    }, fadeMs);
    return () => clearTimeout(timer);
    // Only `open` and `rendered` move the lifecycle on; the options are read as they are then.
  }, [open, rendered]);

  // Unmounted while open (the page changed; the search closes by unmounting): the dialog closes
  // first, as the page outside it stays inert until then and could not take the focus back.
  useLayoutEffect(
    () => () => {
      const dialog = dialogRef.current;
      if (dialog?.open) dialog.close();
      if (openerRef.current) giveFocusBack();
    },
    [],
  );

  const dialogProps: ModalDialogState['dialogProps'] = {
    ref: dialogRef,
    'data-state': open ? 'open' : 'closing',
    onCancel: (event) => {
      event.preventDefault();
      onClose();
    },
    onKeyDown: (event) => {
      // Inner widgets (a select's menu, a tooltip) claim Escape by preventing its default; an Escape
      // that ends an IME composition is the composition's.
      if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
      event.preventDefault();
      onClose();
    },
    onPointerDown: (event) => {
      pressedOutside.current = event.target === event.currentTarget;
    },
    onClick: (event) => {
      // The panel fills the dialog box, so a click on the dialog itself is on the backdrop; a press
      // inside that ends outside (selecting text) is not one.
      const outside = pressedOutside.current && event.target === event.currentTarget;
      pressedOutside.current = false;
      if (outside && closeOnOutsideClick) onClose();
    },
  };
  return { rendered, dialogProps };
}
