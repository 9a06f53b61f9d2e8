// The generic input's rules (docs/requirements.md R-INPUT) as one pure function: the raw text goes
// in, the text to keep, the toasts to show and the current error come out. The Input component
// applies it to typing and pasting alike; tests run it without React. The messages come in the
// caller's language (Indonesian unless given).
import type { Texts } from '../i18n/lang.ts';

export type InputType = 'text' | 'email' | 'password' | 'number' | 'phone' | 'alphanumeric';

export interface InputRules {
  type?: InputType;
  /** Removes every space, with a toast. */
  blockSpace?: boolean;
  /** Truncates to this many characters, with a toast. */
  maxLength?: number;
  /** Error while the value is shorter. */
  minLength?: number;
  /** Error while a non-empty value does not match. */
  pattern?: RegExp;
  patternMessage?: string;
  letterCase?: 'upper' | 'lower';
  required?: boolean;
}

export interface RuleResult {
  value: string;
  toasts: string[];
  error?: string;
}

export interface InputMessages {
  noSpaces: string;
  digitsOnly: string;
  phone: string;
  alphanumeric: string;
  maxLength: (n: number) => string;
  minLength: (n: number) => string;
  email: string;
  required: string;
  pattern: string;
}

export const inputTexts = {
  id: {
    noSpaces: 'Kolom ini tidak boleh berisi spasi',
    digitsOnly: 'Hanya bisa memuat angka',
    phone: 'Hanya bisa memuat angka dan simbol + - ( )',
    alphanumeric: 'Hanya bisa memuat huruf dan angka',
    maxLength: (n) => `Maksimal ${n} karakter`,
    minLength: (n) => `Minimal ${n} karakter`,
    email: 'Format email tidak valid',
    required: 'Kolom ini wajib diisi',
    pattern: 'Format tidak sesuai',
  },
  en: {
    noSpaces: 'This field must not contain spaces',
    digitsOnly: 'Only digits are allowed',
    phone: 'Only digits and the symbols + - ( ) are allowed',
    alphanumeric: 'Only letters and digits are allowed',
    maxLength: (n) => `At most ${n} characters`,
    minLength: (n) => `At least ${n} characters`,
    email: 'Invalid email format',
    required: 'This field is required',
    pattern: 'Invalid format',
  },
} satisfies Texts<InputMessages>;

/** The Indonesian (default) messages (docs/requirements.md R-INPUT, R-ERR-4). */
export const inputMessages: InputMessages = inputTexts.id;

/** Lowercase local part @ domain . 2–4 letter suffix. */
const emailPattern = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,4}$/;

/** Characters each restricted type refuses, and what the user is told. */
const refused: Partial<Record<InputType, { chars: RegExp; message: 'digitsOnly' | 'phone' | 'alphanumeric' }>> = {
  number: { chars: /\D/g, message: 'digitsOnly' },
  phone: { chars: /[^0-9+\-()]/g, message: 'phone' },
  alphanumeric: { chars: /[^A-Za-z0-9]/g, message: 'alphanumeric' },
};

const length = (text: string) => Array.from(text).length;

export function applyInputRules(raw: string, rules: InputRules = {}, messages: InputMessages = inputMessages): RuleResult {
  const toasts: string[] = [];
  // A password is kept exactly as typed: changing its case or spaces would change the secret.
  const verbatim = rules.type === 'password';
  let value = raw;

  if (rules.letterCase && !verbatim) value = rules.letterCase === 'upper' ? value.toUpperCase() : value.toLowerCase();

  const strip = (chars: RegExp, message: string) => {
    const kept = value.replace(chars, '');
    if (kept !== value) toasts.push(message);
    value = kept;
  };
  const filter = rules.type && refused[rules.type];
  if (filter) strip(filter.chars, messages[filter.message]);
  if (rules.blockSpace) strip(/\s/g, messages.noSpaces);
  if (!verbatim) value = value.replace(/ {2,}/g, ' ');

  if (rules.maxLength !== undefined && length(value) > rules.maxLength) {
    value = Array.from(value).slice(0, rules.maxLength).join('');
    toasts.push(messages.maxLength(rules.maxLength));
  }
  return { value, toasts, error: errorOf(value, rules, messages) };
}

function errorOf(value: string, rules: InputRules, messages: InputMessages): string | undefined {
  if (value === '') return rules.required ? messages.required : undefined;
  if (rules.minLength !== undefined && length(value) < rules.minLength) return messages.minLength(rules.minLength);
  if (rules.type === 'email' && !emailPattern.test(value)) return messages.email;
  if (rules.pattern && !new RegExp(rules.pattern.source, rules.pattern.flags.replace(/[gy]/g, '')).test(value)) {
    return rules.patternMessage ?? messages.pattern;
  }
  return undefined;
}

/** Where the caret belongs after filtering: the filtered length of what stood before it. */
export function caretAfterRules(raw: string, caret: number, rules: InputRules = {}): number {
  return applyInputRules(raw.slice(0, caret), { ...rules, required: false }).value.length;
}
