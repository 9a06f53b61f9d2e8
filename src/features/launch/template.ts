// Fills a compiled url template from session values: transforms first, then URL-encoding.
import type { PlaceholderField, TransformName } from '../../../schema/vocabulary.ts';
import type { TemplatePart } from '../../model/manifest/url-template.ts';
import { visibleText } from '../../platform/core/visible-text.ts';

const transforms: Record<TransformName, (value: string) => string> = {
  // ResearchGate-style: lowercase, runs of spaces to one hyphen.
  slug: (v) => v.trim().toLocaleLowerCase('id').replace(/\s+/g, '-'),
  lower: (v) => v.toLocaleLowerCase('id'),
  upper: (v) => v.toLocaleUpperCase('id'),
};

export type PlaceholderValues = Partial<Record<PlaceholderField, string | null | undefined>>;

export type FillResult =
  | { ok: true; url: string }
  | { ok: false; missing: PlaceholderField }
  /** The value would make a path segment `.` or `..`: the browser would drop or climb the path. */
  | { ok: false; unusable: PlaceholderField };

// Encoding cannot keep a dot segment as data: the WHATWG URL parser (new URL, window.open) reads
// `%2e` like `.`, in any case and mix. So a path segment that a value helped form and that is a
// dot segment fails the fill. In the query and the fragment dots are plain data and stay.
const dotSegment = /^(?:\.|%2e){1,2}$/i;

export function fillTemplate(parts: readonly TemplatePart[], values: PlaceholderValues): FillResult {
  let url = '';
  let pathEnd: number | undefined;
  const filled: { field: PlaceholderField; start: number; end: number }[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      // Only the template's own text can start the query or fragment: values are encoded.
      const query = pathEnd === undefined ? part.search(/[?#]/) : -1;
      if (query >= 0) pathEnd = url.length + query;
      url += part;
      continue;
    }
    const { field, transform } = part;
    // A value that shows nothing (only spaces, zero-width or direction characters) is missing too.
    const raw = visibleText(values[field]);
    if (raw === undefined) return { ok: false, missing: field };
    const value = encodeURIComponent(transform ? transforms[transform](raw) : raw);
    filled.push({ field, start: url.length, end: url.length + value.length });
    url += value;
  }
  // Values hold no `/` or `\` (encoded), so these are the segments the browser will see; it splits
  // an http(s) path at both.
  let start = 0;
  for (const segment of url.slice(0, pathEnd).split(/[/\\]/)) {
    const end = start + segment.length;
    const placed = dotSegment.test(segment) && filled.find((f) => f.start < end && f.end > start);
    if (placed) return { ok: false, unusable: placed.field };
    start = end + 1;
  }
  return { ok: true, url };
}
