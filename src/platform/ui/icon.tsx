// An icon from the page's SVG sprite (src/platform/ui/icon-sprite.ts, inlined into every page at build and
// dev time), so the bundle carries no icon drawings.
import { iconSymbolId } from './icon-id.ts';
import type { UiIconKey } from './icon-set.ts';

export type { UiIconKey };

export interface IconProps {
  name: UiIconKey;
  /** A CSS length or pixels; 1.25em of the surrounding text when absent. */
  size?: number | string;
  /** Gives the icon a name for screen readers; without it the icon is decorative. */
  label?: string;
  className?: string;
}

// The drawing attributes (stroke, size) live in CSS (.ui-icon in theme.css): every menu item of the
// pre-rendered page carries an icon, so each one is kept to its name.
export function Icon({ name, size, label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label (role=img) or hidden from assistive technology
    <svg
      className={['ui-icon', className].filter(Boolean).join(' ')}
      {...(size !== undefined && { style: { width: size, height: size } })}
      {...a11y}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
