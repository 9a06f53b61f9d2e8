// The lecturer's identity lines for the LKAM printout, from the session. The user object is
// open-ended (docs/requirements.md R-API-2), so faculty and study programme appear only when the
// server sent them.
import type { Lang, Texts } from '../../../platform/i18n/lang.ts';
import type { SignIn, User } from '../../../platform/session/state.ts';

export interface IdentityLine {
  label: string;
  value: string;
}

const texts = {
  id: { nama: 'Nama', nip: 'NIP', email: 'Email', fakultas: 'Fakultas', programStudi: 'Program Studi' },
  en: { nama: 'Name', nip: 'NIP', email: 'Email', fakultas: 'Faculty', programStudi: 'Study programme' },
} satisfies Texts<Record<'nama' | 'nip' | 'email' | 'fakultas' | 'programStudi', string>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function identityOf(auth: SignIn, lang: Lang = 'id'): IdentityLine[] {
  const t = texts[lang];
  const user: User = auth.userInfo ?? {};
  const lines: IdentityLine[] = [
    { label: t.nama, value: text(user.nama) ?? text(auth.namaTanpaGelar) ?? text(user.namaTanpaGelar) ?? '—' },
    { label: t.nip, value: text(auth.nip) ?? text(user.nip) ?? '—' },
    { label: t.email, value: text(user.email) ?? text(auth.userEmail) ?? '—' },
  ];
  const fakultas = text(user.fakultas);
  const programStudi = text(user.programStudi);
  if (fakultas) lines.push({ label: t.fakultas, value: fakultas });
  if (programStudi) lines.push({ label: t.programStudi, value: programStudi });
  return lines;
}
