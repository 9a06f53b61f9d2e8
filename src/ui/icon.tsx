// An icon from the page's SVG sprite (src/ui/icon-sprite.ts, inlined into every page at build and
// dev time), so the bundle carries no icon drawings.
import { iconSymbolId } from './icon-id.ts';
import type { UiIconKey } from './icon-set.ts';

export type { UiIconKey };

export interface IconProps {
  name: UiIconKey;
  /** Pixels; defaults to 1.25em of the surrounding text via CSS. */
  size?: number | string;
  /** Gives the icon a name for screen readers; without it the icon is decorative. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = '1.25em', label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['ui-icon', className].filter(Boolean).join(' ')}
      data-icon={name}
      {...a11y}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
