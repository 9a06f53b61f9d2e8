// The session's auth part (docs/requirements.md R-SESSION-1): the fields the old portal kept, in
// the same names, split by concern. The sign-in (tokens, identity, role flags) is one session that
// every tab shares; the sign-in progress belongs to the tab that is signing in. The browser stores
// both together, as the old portal did (persisted-auth.ts).
import { visibleText } from '../core/visible-text.ts';

export interface User {
  nip?: string;
  nama?: string;
  namaTanpaGelar?: string;
  email?: string;
  statusAsesor?: boolean;
  accessLkam?: boolean;
  idLevel?: string | number;
  [field: string]: unknown;
}

/** What the portal API's user object fills in (R-SESSION-4). */
export interface Profile {
  userInfo: User | null;
  userEmail: string | null;
  nip: string | null;
  namaTanpaGelar: string | null;
  statusAsesor: boolean;
  accessLkam: boolean;
  idLevel: string | null;
}

/** The portal token (a session exists while it does), the identity provider's id token and the calendar token. */
interface Tokens {
  token: string | null;
  token2: string | null;
  idToken: string | null;
}

/** The signed-in lecturer: tokens and profile. Signed out, every field is null or false. */
export interface SignIn extends Tokens, Profile {}

/** This tab's sign-in attempt: under way, succeeded, or failed with a message. */
export interface SignInProgress {
  isLoadingLogin: boolean;
  isRequestSuccess: boolean;
  errorMessage: string | null;
}

/** The stored entry's auth part: the sign-in and the progress, the old portal's 13 fields. */
export interface AuthState extends SignIn, SignInProgress {}

export const signedOut: SignIn = {
  userInfo: null,
  userEmail: null,
  token: null,
  token2: null,
  idToken: null,
  nip: null,
  namaTanpaGelar: null,
  statusAsesor: false,
  accessLkam: false,
  idLevel: null,
};

/**
 * Whether a session is signed in: it holds a portal token. The app's guard reads it (state.ts,
 * isSignedInAtom), and the boot script reads it from the stored session before the first paint
 * (src/shell/first-paint/boot.ts), which paints the menu only for one.
 */
export const isSignedIn = (auth: Pick<SignIn, 'token'>): boolean => auth.token !== null;

/** No attempt under way and nothing to report. */
export const noProgress: SignInProgress = { isLoadingLogin: false, isRequestSuccess: false, errorMessage: null };

/** The sign-in fields of `auth`, and nothing else. */
export const signInOf = (auth: SignIn): SignIn => ({
  userInfo: auth.userInfo,
  userEmail: auth.userEmail,
  token: auth.token,
  token2: auth.token2,
  idToken: auth.idToken,
  nip: auth.nip,
  namaTanpaGelar: auth.namaTanpaGelar,
  statusAsesor: auth.statusAsesor,
  accessLkam: auth.accessLkam,
  idLevel: auth.idLevel,
});

/** The profile fields of `auth`, and nothing else. */
export const profileOf = (auth: Profile): Profile => ({
  userInfo: auth.userInfo,
  userEmail: auth.userEmail,
  nip: auth.nip,
  namaTanpaGelar: auth.namaTanpaGelar,
  statusAsesor: auth.statusAsesor,
  accessLkam: auth.accessLkam,
  idLevel: auth.idLevel,
});

/** The progress fields of `auth`, and nothing else. */
export const progressOf = (auth: SignInProgress): SignInProgress => ({
  isLoadingLogin: auth.isLoadingLogin,
  isRequestSuccess: auth.isRequestSuccess,
  errorMessage: auth.errorMessage,
});

/** The stored entry's auth part, its fields in the old portal's order. */
export const storedEntryOf = (signIn: SignIn, progress: SignInProgress): AuthState => ({
  userInfo: signIn.userInfo,
  userEmail: signIn.userEmail,
  token: signIn.token,
  token2: signIn.token2,
  idToken: signIn.idToken,
  nip: signIn.nip,
  namaTanpaGelar: signIn.namaTanpaGelar,
  statusAsesor: signIn.statusAsesor,
  accessLkam: signIn.accessLkam,
  isRequestSuccess: progress.isRequestSuccess,
  idLevel: signIn.idLevel,
  isLoadingLogin: progress.isLoadingLogin,
  errorMessage: progress.errorMessage,
});

/** Field by field; the user object by value (a copy with the same fields is the same user). */
export function sameSignIn(a: SignIn, b: SignIn): boolean {
  return (
    a.token === b.token &&
    a.token2 === b.token2 &&
    a.idToken === b.idToken &&
    a.userEmail === b.userEmail &&
    a.nip === b.nip &&
    a.namaTanpaGelar === b.namaTanpaGelar &&
    a.statusAsesor === b.statusAsesor &&
    a.accessLkam === b.accessLkam &&
    a.idLevel === b.idLevel &&
    JSON.stringify(a.userInfo) === JSON.stringify(b.userInfo)
  );
}

/**
 * The lecturer's name to show, without titles when known; undefined when every name the session
 * holds shows nothing (a stored session may predate the API's check, api-schemas.ts).
 */
export const displayNameOf = (auth: Profile): string | undefined =>
  visibleText(auth.namaTanpaGelar) ?? visibleText(auth.userInfo?.namaTanpaGelar) ?? visibleText(auth.userInfo?.nama);

/** Who is signed in, as the header says it: the name, else the e-mail address. */
export const headerNameOf = (auth: Profile): string => displayNameOf(auth) ?? auth.userEmail ?? '';
