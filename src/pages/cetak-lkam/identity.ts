// The lecturer's identity lines for the LKAM printout, from the session. The user object is
// open-ended (SPEC.md §3), so faculty and study programme appear only when the server sent them.
import type { AuthState, User } from '../../session/state.ts';

export interface IdentityLine {
  label: string;
  value: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function identityOf(auth: AuthState): IdentityLine[] {
  const user: User = auth.userInfo ?? {};
  const lines: IdentityLine[] = [
    { label: 'Nama', value: text(user.nama) ?? text(auth.namaTanpaGelar) ?? text(user.namaTanpaGelar) ?? '—' },
    { label: 'NIP', value: text(auth.nip) ?? text(user.nip) ?? '—' },
    { label: 'Email', value: text(user.email) ?? text(auth.userEmail) ?? '—' },
  ];
  const fakultas = text(user['fakultas']);
  const programStudi = text(user['programStudi']);
  if (fakultas) lines.push({ label: 'Fakultas', value: fakultas });
  if (programStudi) lines.push({ label: 'Program Studi', value: programStudi });
  return lines;
}
