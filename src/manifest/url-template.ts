// The url template language: an optional `{system}` reference at the start, then literal text
// with placeholders `<field>` or `<field:transform>`.
// Example: "{kurikulum}/tapm/sso?token=<idToken>"

interface Placeholder {
  field: string;
  transform?: string;
  /** Offset of the `<` in the template, for error positions. */
  offset: number;
}

export type TemplatePart = string | Placeholder;

export interface ParsedTemplate {
  system?: string;
  parts: TemplatePart[];
  placeholders: Placeholder[];
  errors: { message: string; offset: number }[];
}

const systemRef = /^\{([^{}]*)\}/;

export function parseTemplate(template: string): ParsedTemplate {
  const result: ParsedTemplate = { parts: [], placeholders: [], errors: [] };
  let i = 0;
  const ref = systemRef.exec(template);
  if (ref) {
    result.system = ref[1];
    i = ref[0].length;
  }
  let literal = '';
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
      if (literal) result.parts.push(literal);
      literal = '';
      result.parts.push(placeholder);
      result.placeholders.push(placeholder);
      i = end + 1;
    } else {
      literal += c;
      i++;
    }
  }
  if (literal) result.parts.push(literal);
  return result;
}

/** The template with every placeholder replaced by `stand-in` (for shape checks). */
export const sample = (parts: TemplatePart[], base: string, standIn: string) =>
  base + parts.map((p) => (typeof p === 'string' ? p : standIn)).join('');
