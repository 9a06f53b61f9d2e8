// Fills the first paint's names (src/shell/first-paint/ids.ts) into the files that cannot import
// them: first-paint.css and index.html write `__NAME__` for the constant NAME. (The boot script
// imports them: it is bundled, boot-script.ts.)
import * as ids from '../../../src/shell/first-paint/ids.ts';

const names: Record<string, string> = Object.fromEntries(Object.entries(ids).filter(([, value]) => typeof value === 'string'));

/** `text` with every `__NAME__` replaced by ids.ts's NAME; an unknown name is an error naming `file`. */
export function withIds(text: string, file: string): string {
  return text.replace(/__([A-Z][A-Z_]*[A-Z])__/g, (placeholder, name: string) => {
    const value = names[name];
    if (value === undefined) throw new Error(`${file}: ${placeholder} is not a name of src/shell/first-paint/ids.ts`);
    return value;
  });
}
