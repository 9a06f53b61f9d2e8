// The session's auth part (docs/requirements.md R-SESSION-1): the fields the old portal kept, in
// the same names.

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

export interface AuthState {
  userInfo: User | null;
  userEmail: string | null;
  token: string | null;
  token2: string | null;
  idToken: string | null;
  nip: string | null;
  namaTanpaGelar: string | null;
  statusAsesor: boolean;
  accessLkam: boolean;
  isRequestSuccess: boolean;
  idLevel: string | null;
  isLoadingLogin: boolean;
  errorMessage: string | null;
}

export const signedOut: AuthState = {
  userInfo: null,
  userEmail: null,
  token: null,
  token2: null,
  idToken: null,
  nip: null,
  namaTanpaGelar: null,
  statusAsesor: false,
  accessLkam: false,
  isRequestSuccess: false,
  idLevel: null,
  isLoadingLogin: false,
  errorMessage: null,
};
