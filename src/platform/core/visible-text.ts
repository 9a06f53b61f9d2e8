// Text that shows nothing is no text. A name sent as "", spaces, zero-width or direction characters
// (Unicode "format" characters) or filler letters once left the header blank and sent SINTA a
// search for invisible characters.

/** Characters that draw nothing: format characters (zero-width, direction marks, BOM) and the Hangul and Braille fillers. */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Embeddings, overrides and isolates reorder what follows them on screen; no name needs them. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// Marked pure so that a bundle that does not use it drops it (the boot script's, which reads the session).
const EDGES = /* @__PURE__ */ new RegExp(`^(?:${INVISIBLE.source}|\\s)+|(?:${INVISIBLE.source}|\\s)+$`, 'gu');

/**
 * `value` as it should be shown or placed: without direction controls, invisible characters at its
 * ends or runs of spaces. undefined when nothing visible is left (or there was no string).
 */
export function visibleText(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.replace(INVISIBLE, '').trim() === '') return undefined;
  return value.replace(DIRECTION_CONTROLS, '').replace(EDGES, '').replace(/\s+/g, ' ');
}
