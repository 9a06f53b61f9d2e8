// English words around a name from the manifest. Pure.

/** The indefinite article before `word`: "a Microsoft account", "an Okta account". */
export const articleFor = (word: string): 'a' | 'an' => (/^[aeiou]/i.test(word) ? 'an' : 'a');
