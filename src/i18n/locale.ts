// The locale each interface language formats dates and numbers with. British English: day before
// month, like Indonesian, so a date reads the same way after switching.
import type { Lang } from './lang.ts';

export const localeOf: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };
