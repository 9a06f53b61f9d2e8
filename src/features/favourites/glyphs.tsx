// The pin and lock marks of favourites and search, from the UI kit's icon sprite. Decorative: the
// text beside them (or the button's name) says what they mean.
import { Icon } from '../../platform/ui/icon.tsx';
import { pinGlyphClass } from './pin-marks.ts';

/** A push pin; filled when the item is pinned. */
export const PinGlyph = ({ filled = false }: { filled?: boolean }) => <Icon name="pin" size="1.1em" className={pinGlyphClass(filled)} />;

export const LockGlyph = () => <Icon name="lock" size="1.1em" className="lock-glyph" />;
