// Two small glyphs the UI kit's icon set does not have. Decorative: the text beside them (or the
// button's name) says what they mean.
const common = {
  width: '1.1em',
  height: '1.1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A push pin; filled when the item is pinned. */
export const PinGlyph = ({ filled = false }: { filled?: boolean }) => (
  <svg {...common} className="pin-glyph" data-filled={filled}>
    <path d="M9 3h6l-1 6 3.5 3.5V15h-11v-2.5L10 9z" fill={filled ? 'currentColor' : 'none'} />
    <path d="M12 15v6" />
  </svg>
);

export const LockGlyph = () => (
  <svg {...common} className="lock-glyph">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
