// The interface languages and what counts as choosing one, apart from the language atom (lang.ts):
// the boot script that runs before the first paint (src/shell/first-paint/boot.ts) applies the
// stored choice by the same rule, and bundling the atom's storage code into it would weigh more
// than the rule.

export const languages = ['id', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'id';

/** Whether a stored value is a language the interface has: anything else is no choice. */
export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The language `doc` is shown in (its <html lang>); the default for anything else. */
export const langOf = (doc: Document): Lang => (isLang(doc.documentElement.lang) ? doc.documentElement.lang : defaultLang);
