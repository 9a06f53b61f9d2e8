// The url template language: an optional `{system}` reference at the start, then literal text
// with placeholders `<field>` or `<field:transform>`.
// Example: "{kurikulum}/tapm/sso?token=<idToken>"
import { isPlaceholderField, isTransformName, type PlaceholderField, type TransformName } from '../../../schema/vocabulary.ts';

/** A placeholder as written. The rules check its names (M10, M11); the launcher fills the known ones. */
interface Placeholder<Field extends string = string, Transform extends string = string> {
  field: Field;
  transform?: Transform;
  /** Offset of the `<` in the template, for error positions. */
  offset: number;
}

/** What the launcher fills (src/features/launch/template.ts): text, and placeholders named by the vocabulary. */
export type TemplatePart = string | Placeholder<PlaceholderField, TransformName>;

export interface ParsedTemplate {
  system?: string;
  /** The template as written after `{system}`: text and every placeholder (M12 checks the address's shape on it). */
  written: (string | Placeholder)[];
  /**
   * The template as the launcher fills it. A placeholder that names a field or transform outside
   * the vocabulary stays text here, as it would reach the address (M10 reports it).
   */
  parts: TemplatePart[];
  /** Every placeholder as written, known or not. */
  placeholders: Placeholder[];
  errors: { message: string; offset: number }[];
}

/** The placeholder typed by the vocabulary, or undefined when it names something outside it. */
function known({ field, transform, offset }: Placeholder): TemplatePart | undefined {
  if (!isPlaceholderField(field)) return undefined;
  if (transform === undefined) return { field, offset };
  return isTransformName(transform) ? { field, offset, transform } : undefined;
}

/** Appends `part`, joining text to the text before it. */
function append<P>(parts: (string | P)[], part: string | P) {
  const last = parts.length - 1;
  const before = parts[last];
  if (typeof part === 'string' && typeof before === 'string') parts[last] = before + part;
  else parts.push(part);
}

const systemRef = /^\{([^{}]*)\}/;

export function parseTemplate(template: string): ParsedTemplate {
  const result: ParsedTemplate = { written: [], parts: [], placeholders: [], errors: [] };
  let i = 0;
  const ref = systemRef.exec(template);
  if (ref) {
    result.system = ref[1];
    i = ref[0].length;
  }
  while (i < template.length) {
    const c = template[i]!;
    if (c === '{' || c === '}') {
      result.errors.push({ message: 'a {system} reference may only start the url', offset: i });
      i++;
    } else if (c === '<') {
      const end = template.indexOf('>', i);
      if (end < 0) {
        result.errors.push({ message: 'placeholder is not closed with ">"', offset: i });
        break;
      }
      const [field = '', transform] = template.slice(i + 1, end).split(':', 2);
      const placeholder: Placeholder = { field: field.trim(), offset: i, ...(transform !== undefined && { transform: transform.trim() }) };
      result.written.push(placeholder);
      result.placeholders.push(placeholder);
      append(result.parts, known(placeholder) ?? template.slice(i, end + 1));
      i = end + 1;
    } else {
      append(result.written, c);
      append(result.parts, c);
      i++;
    }
  }
  return result;
}

/** The template with every placeholder replaced by `stand-in` (for shape checks). */
export const sample = (parts: ParsedTemplate['written'], base: string, standIn: string) =>
  base + parts.map((p) => (typeof p === 'string' ? p : standIn)).join('');

/** Whether a template places `field` (the launcher refreshes the id token first; sign-in asks for the calendar token). */
export const usesField = (parts: readonly TemplatePart[], field: PlaceholderField) =>
  parts.some((p) => typeof p !== 'string' && p.field === field);
