// A tooltip that keyboard and pointer users both get: it shows on hover and on focus, stays while
// the pointer is over the tip itself, hides on Escape, and describes its trigger (WCAG 1.4.13).
import { cloneElement, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import './tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  placement?: 'top' | 'bottom';
  /** Keeps the tip shown (e.g. in the UI catalogue); otherwise hover and focus decide. */
  open?: boolean;
  /** One focusable element, e.g. a button; it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

export function Tooltip({ content, placement = 'top', open, children }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = open ?? ((hovered || focused) && !dismissed);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !visible) return;
    event.preventDefault(); // so a surrounding modal stays open
    setDismissed(true);
  };
  const show = (set: (value: boolean) => void) => () => {
    set(true);
    setDismissed(false);
  };
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the tooltip; the wrapped control keeps its own role
    <span
      className="ui-tooltip"
      onMouseEnter={show(setHovered)}
      onMouseLeave={() => setHovered(false)}
      onFocus={show(setFocused)}
      onBlur={() => setFocused(false)}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span role="tooltip" id={id} className="ui-tooltip__tip" data-placement={placement} data-visible={visible}>
        {content}
      </span>
    </span>
  );
}
