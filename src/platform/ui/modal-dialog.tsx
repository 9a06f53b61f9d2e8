// The kit's modal: a titled panel with a close button, a body and an optional footer, whose height
// follows its content. Its lifecycle on the native <dialog> (opening, the 300 ms fade before
// closing, the outside-click rule, the focus back to the opener) is use-modal-dialog.ts's.
// Pages use it through <Modal> (modal.tsx), which loads it when a modal first opens.
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Texts } from '../i18n/lang.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { Icon } from './icon.tsx';
import { useContentHeight } from './use-content-height.ts';
import { useModalDialog } from './use-modal-dialog.ts';
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
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const t = useTexts(texts);
  const { rendered, dialogProps } = useModalDialog({ open, onClose, closeOnOutsideClick, fadeMs: modalFadeMs });
  const height = useContentHeight(contentRef, rendered);

  if (!rendered) return null;
  const style = { maxWidth, '--ui-modal-height': height ? `${height}px` : 'auto' } as CSSProperties;

  return (
    // tabIndex: the dialog itself takes the focus when nothing inside can (use-modal-dialog.ts).
    <dialog {...dialogProps} className="ui-modal" aria-labelledby={titleId} tabIndex={-1} style={style}>
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
