// The look of one toast, for every notistack variant, plus drag-to-dismiss with pointer events
// (mouse, pen and touch alike); notistack itself has no drag gesture.
import { closeSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useState, type PointerEvent } from 'react';
import type { Texts } from '../i18n/lang.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { dragOpacity, shouldDismiss } from './drag-dismiss.ts';
import { Icon, type UiIconKey } from './icon.tsx';
import './toast.css';

const variantIcon: Record<CustomContentProps['variant'], UiIconKey> = {
  default: 'info',
  info: 'info',
  success: 'circle-check',
  warning: 'triangle-alert',
  error: 'circle-alert',
};

const texts = {
  id: { close: 'Tutup notifikasi' },
  en: { close: 'Close notification' },
} satisfies Texts<{ close: string }>;

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
}

export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant, style, className }, ref) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [dx, setDx] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const t = useTexts(texts);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    const width = event.currentTarget.getBoundingClientRect().width;
    setDrag({ pointerId: event.pointerId, startX: event.clientX, width });
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId === event.pointerId) setDx(event.clientX - drag.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag(null);
    const travelled = event.clientX - drag.startX;
    if (event.type === 'pointerup' && shouldDismiss(travelled, drag.width)) {
      setLeaving(true);
      setDx(Math.sign(travelled) * drag.width * 1.2);
      closeSnackbar(id);
    } else setDx(0);
  };

  return (
    <div ref={ref} style={style} className={['ui-toast-slot', className].filter(Boolean).join(' ')}>
      <div
        className="ui-toast"
        data-variant={variant}
        data-dragging={drag ? '' : undefined}
        role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
        style={{ transform: dx ? `translateX(${dx}px)` : undefined, opacity: leaving ? 0 : drag ? dragOpacity(dx, drag.width) : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <Icon name={variantIcon[variant]} className="ui-toast__icon" />
        <div className="ui-toast__message">{message}</div>
        <button type="button" className="ui-toast__close" aria-label={t.close} onClick={() => closeSnackbar(id)}>
          <Icon name="close" size="1em" />
        </button>
      </div>
    </div>
  );
});
