// Fills a compiled url template from session values: transforms first, then URL-encoding.
import type { PlaceholderField, TransformName } from '../../schema/vocabulary.ts';
import type { TemplatePart } from '../manifest/url-template.ts';

const transforms: Record<TransformName, (value: string) => string> = {
  // ResearchGate-style: lowercase, runs of spaces to one hyphen.
  slug: (v) => v.trim().toLocaleLowerCase('id').replace(/\s+/g, '-'),
  lower: (v) => v.toLocaleLowerCase('id'),
  upper: (v) => v.toLocaleUpperCase('id'),
};

export type PlaceholderValues = Partial<Record<PlaceholderField, string | null | undefined>>;

export type FillResult = { ok: true; url: string } | { ok: false; missing: string };

export function fillTemplate(parts: readonly TemplatePart[], values: PlaceholderValues): FillResult {
  let url = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      url += part;
      continue;
    }
    const raw = values[part.field as PlaceholderField];
    if (raw === null || raw === undefined || raw.trim() === '') return { ok: false, missing: part.field };
    const value = part.transform ? transforms[part.transform as TransformName](raw) : raw;
    url += encodeURIComponent(value);
  }
  return { ok: true, url };
}

export const usesField = (parts: readonly TemplatePart[], field: PlaceholderField) =>
  parts.some((p) => typeof p !== 'string' && p.field === field);
