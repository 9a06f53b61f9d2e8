// A modal on the native <dialog>: showModal() gives the top layer, makes the rest of the page
// inert (the focus trap) and reports Escape. The component adds the 300 ms fade before closing,
// the outside-click rule, height that follows the content, and focus back to the opener.
// Pages use it through <Modal> (modal.tsx), which loads it when a modal first opens.
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Texts } from '../i18n/lang.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { Icon } from './icon.tsx';
import { useContentHeight } from './use-content-height.ts';
import './modal.css';

/** Fade-out before the dialog leaves the screen (docs/requirements.md R-CONST-9). */
export const modalFadeMs = 300;

const texts = {
  id: { close: 'Tutup' },
  en: { close: 'Close' },
} satisfies Texts<{ close: string }>;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Pixels (docs/requirements.md R-CONST-8: 540). */
  maxWidth?: number;
  closeOnOutsideClick?: boolean;
  footer?: ReactNode;
}

export function ModalDialog({ open, onClose, title, children, maxWidth = 540, closeOnOutsideClick = true, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressedOutside = useRef(false);
  const titleId = useId();
  const t = useTexts(texts);
  // Stays rendered while fading out after `open` turns false.
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const height = useContentHeight(contentRef, rendered);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        openerRef.current = document.activeElement as HTMLElement | null;
        dialog.showModal();
        if (!dialog.contains(document.activeElement)) dialog.focus();
      }
      return;
    }
    const timer = setTimeout(() => {
      dialog.close();
      setRendered(false);
      openerRef.current?.focus();
      openerRef.current = null;
    }, modalFadeMs);
    return () => clearTimeout(timer);
  }, [open, rendered]);

  // Unmounted while open (e.g. the page changed): still give focus back.
  useEffect(() => () => openerRef.current?.focus(), []);

  if (!rendered) return null;
  const style = { maxWidth, '--ui-modal-height': height ? `${height}px` : 'auto' } as CSSProperties;

  return (
    <dialog
      ref={dialogRef}
      className="ui-modal"
      data-state={open ? 'open' : 'closing'}
      aria-labelledby={titleId}
      tabIndex={-1}
      style={style}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Inner widgets (a select's menu, a tooltip) claim Escape by preventing its default.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the dialog itself is on the backdrop.
        const outside = pressedOutside.current && event.target === event.currentTarget;
        pressedOutside.current = false;
        if (outside && closeOnOutsideClick) onClose();
      }}
    >
      <div className="ui-modal__panel" ref={contentRef}>
        <header className="ui-modal__header">
          <h2 className="ui-modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="ui-modal__close" aria-label={t.close} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="ui-modal__body">{children}</div>
        {footer && <footer className="ui-modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
