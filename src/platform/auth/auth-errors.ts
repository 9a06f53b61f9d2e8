// MSAL's error codes (BrowserAuthErrorCodes, ClientAuthErrorCodes, InteractionRequiredAuthErrorCodes
// of msal-browser 5.29 / msal-common 16) as messages in the interface language. Read by duck typing
// (errorCode) so this file does not pull MSAL into the first-load bundle.
import { UserFacingError } from '../core/errors.ts';
import { textsIn, type Texts } from '../i18n/lang.ts';
import { portalNameIn } from '../i18n/portal-name.ts';
import { appSessionStore, type SessionStore } from '../session/state.ts';

export class AuthFlowError extends UserFacingError {
  override name = 'AuthFlowError';
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

interface AuthTexts {
  popupBlocked: string;
  cancelled: string;
  state: string;
  nonce: string;
  idToken: string;
  interaction: string;
  timeout: string;
  inProgress: string;
  network: string;
  emptyResponse: string;
  /** Messages that name the portal take its name first (i18n/portal-name.ts). */
  denied: (portal: string) => string;
  configuration: (portal: string, code: string) => string;
  generic: (code: string) => string;
  unknown: string;
  notLoaded: string;
  storageFull: string;
  providerUnreachable: (host: string) => string;
  providerSilent: (host: string, seconds: number) => string;
  popupExpired: (minutes: number) => string;
}

export const authTexts = {
  id: {
    popupBlocked: 'Jendela login diblokir oleh browser. Izinkan pop-up untuk situs ini lalu coba lagi.',
    cancelled: 'Login dibatalkan karena jendela login ditutup.',
    state: 'Sesi login tidak valid (state tidak cocok). Silakan coba lagi.',
    nonce: 'Sesi login tidak valid (nonce tidak cocok). Silakan coba lagi.',
    idToken: 'Token identitas (ID token) dari server login tidak valid. Silakan coba lagi atau hubungi admin.',
    interaction: 'Login perlu dikonfirmasi ulang di jendela login. Silakan klik tombol masuk lagi.',
    timeout: 'Server login tidak merespons tepat waktu. Silakan coba lagi.',
    inProgress: 'Proses login lain masih berjalan. Selesaikan atau tutup jendela login tersebut, lalu coba lagi.',
    network: 'Tidak dapat terhubung ke server login. Periksa koneksi internet Anda lalu coba lagi.',
    emptyResponse: 'Jawaban dari jendela login kosong atau tidak dikenali. Silakan coba lagi.',
    denied: (portal: string) => `Akses ditolak oleh server login. Pastikan akun Anda memiliki izin untuk ${portal}.`,
    configuration: (portal: string, code: string) => `Konfigurasi login ${portal} bermasalah (kode: ${code}). Silakan hubungi admin.`,
    generic: (code: string) => `Login gagal (kode: ${code}). Silakan coba lagi.`,
    unknown: 'Login gagal karena kesalahan yang tidak terduga. Silakan coba lagi.',
    notLoaded: 'Komponen login gagal dimuat. Periksa koneksi internet Anda lalu muat ulang halaman.',
    storageFull:
      'Penyimpanan browser untuk situs ini penuh, sehingga login tidak dapat disimpan. Buka portal di tab baru (bukan duplikat tab ini) atau hapus data situs di pengaturan browser, lalu coba lagi.',
    providerUnreachable: (host: string) => `Server login (${host}) tidak dapat dihubungi. Periksa koneksi internet Anda lalu coba lagi.`,
    providerSilent: (host: string, seconds: number) =>
      `Server login (${host}) tidak menjawab dalam ${seconds} detik. Periksa koneksi internet Anda atau coba lagi beberapa saat lagi.`,
    popupExpired: (minutes: number) => `Login dihentikan karena jendela login terbuka lebih dari ${minutes} menit. Silakan coba lagi.`,
  },
  en: {
    popupBlocked: 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    cancelled: 'Sign-in was cancelled because the sign-in window was closed.',
    state: 'The sign-in session is not valid (state mismatch). Please try again.',
    nonce: 'The sign-in session is not valid (nonce mismatch). Please try again.',
    idToken: 'The identity token (ID token) from the sign-in server is not valid. Please try again or contact the administrator.',
    interaction: 'Sign-in needs to be confirmed again in the sign-in window. Please click the sign-in button again.',
    timeout: 'The sign-in server did not respond in time. Please try again.',
    inProgress: 'Another sign-in is still in progress. Finish it or close its window, then try again.',
    network: 'Cannot connect to the sign-in server. Check your internet connection and try again.',
    emptyResponse: 'The answer from the sign-in window was empty or not recognised. Please try again.',
    denied: (portal: string) => `The sign-in server refused access. Make sure your account is allowed to use ${portal}.`,
    configuration: (portal: string, code: string) =>
      `The ${portal} sign-in is misconfigured (code: ${code}). Please contact the administrator.`,
    generic: (code: string) => `Sign-in failed (code: ${code}). Please try again.`,
    unknown: 'Sign-in failed because of an unexpected error. Please try again.',
    notLoaded: 'The sign-in component could not be loaded. Check your internet connection, then reload the page.',
    storageFull:
      "This site's browser storage is full, so the sign-in cannot be saved. Open the portal in a new tab (not a duplicate of this one) or clear the site's data in the browser settings, then try again.",
    providerUnreachable: (host: string) => `The sign-in server (${host}) cannot be reached. Check your internet connection and try again.`,
    providerSilent: (host: string, seconds: number) =>
      `The sign-in server (${host}) did not answer within ${seconds} seconds. Check your internet connection or try again in a few minutes.`,
    popupExpired: (minutes: number) =>
      `Sign-in was stopped because the sign-in window was open for more than ${minutes} minutes. Please try again.`,
  },
} satisfies Texts<AuthTexts>;

/** The Indonesian (default) messages. */
export const authMessages = authTexts.id;

type FixedMessage = { [K in keyof AuthTexts]: AuthTexts[K] extends string ? K : never }[keyof AuthTexts];

const CODES: ReadonlyArray<[FixedMessage, readonly string[]]> = [
  ['popupBlocked', ['popup_window_error', 'empty_window_error', 'block_nested_popups']],
  ['cancelled', ['user_cancelled', 'user_canceled', 'interaction_in_progress_cancelled']],
  [
    'state',
    ['state_mismatch', 'state_not_found', 'invalid_state', 'no_state_in_hash', 'unable_to_parse_state', 'state_interaction_type_mismatch'],
  ],
  ['nonce', ['nonce_mismatch']],
  [
    'idToken',
    [
      'token_parsing_error',
      'null_or_empty_token',
      'client_info_decoding_error',
      'client_info_empty_error',
      'invalid_id_token',
      'issuer_validation_failed',
    ],
  ],
  ['timeout', ['timed_out', 'monitor_window_timeout', 'native_handshake_timeout']],
  ['inProgress', ['interaction_in_progress']],
  [
    'network',
    [
      'no_network_connectivity',
      'network_error',
      'post_request_failed',
      'get_request_failed',
      'endpoints_resolution_error',
      'openid_config_error',
    ],
  ],
  [
    'emptyResponse',
    [
      'hash_empty_error',
      'hash_does_not_contain_known_properties',
      'empty_response',
      'redirect_bridge_empty_response',
      'failed_to_parse_response',
    ],
  ],
  // msal-common's CacheErrorCodes.cacheQuotaExceeded: MSAL found no token left to evict.
  ['storageFull', ['cache_quota_exceeded']],
];

/** What browsers throw from Storage.setItem when the quota is used up (the second is old Firefox's). */
const QUOTA_EXCEPTIONS = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** The provider refused this account or this portal: the message names the portal. */
const DENIED_CODES = new Set(['access_denied', 'unauthorized_client']);

const CONFIGURATION_CODES = new Set([
  'authority_uri_insecure',
  'untrusted_authority',
  'invalid_authority_metadata',
  'invalid_cloud_discovery_metadata',
  'redirect_uri_empty',
  'url_parse_error',
  'empty_url_error',
  'cannot_set_OIDCOptions',
  'invalid_client',
  'invalid_scope',
]);

const INTERACTION_REQUIRED_CODES = new Set([
  'interaction_required',
  'consent_required',
  'login_required',
  'no_tokens_found',
  'refresh_token_expired',
  'native_account_unavailable',
  'bad_token',
  'ui_not_allowed',
  'interrupted_user',
]);

/**
 * The identity provider did not answer in time (`seconds`) or could not be reached, at `providerHost`:
 * what network.ts puts on the AuthError it hands MSAL, and what the deadlines around MSAL's calls throw
 * (tokens.ts). Messages are made from it in the interface language (describeAuthError).
 */
export type ProviderFailure =
  | { errorCode: 'provider_silent'; providerHost: string; seconds: number }
  | { errorCode: 'provider_unreachable'; providerHost: string };

/** The failure for the console; people get describeAuthError's message. */
export const providerFailureDetail = (failure: ProviderFailure): string =>
  `${failure.providerHost}: ${failure.errorCode === 'provider_silent' ? `no answer within ${failure.seconds} s` : 'cannot be reached'}`;

export class ProviderFailureError extends Error {
  override name = 'ProviderFailureError';
  constructor(failure: ProviderFailure) {
    super(providerFailureDetail(failure));
    Object.assign(this, failure);
  }
}

/** The provider failure an error carries (duck typed: network.ts's errors are MSAL's AuthError). */
export function providerFailureOf(error: unknown): ProviderFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { errorCode, providerHost, seconds } = error as Partial<Record<'errorCode' | 'providerHost' | 'seconds', unknown>>;
  if (typeof providerHost !== 'string') return undefined;
  if (errorCode === 'provider_unreachable') return { errorCode, providerHost };
  if (errorCode === 'provider_silent' && typeof seconds === 'number') return { errorCode, providerHost, seconds };
  return undefined;
}

export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** Silent acquisition failed because the user must act: sign-in falls back to a popup. */
export function isInteractionRequired(error: unknown): boolean {
  if ((error as { name?: unknown } | null)?.name === 'InteractionRequiredAuthError') return true;
  const code = errorCodeOf(error);
  return code !== undefined && INTERACTION_REQUIRED_CODES.has(code);
}

/** The error as a message in the language chosen in `store`; one already written for people is kept. */
export function describeAuthError(error: unknown, store: SessionStore = appSessionStore()): UserFacingError {
  if (error instanceof UserFacingError) return error;
  const t = textsIn(authTexts, store);
  // MSAL writes its interaction state to sessionStorage unguarded, so the browser's own exception arrives.
  if (QUOTA_EXCEPTIONS.has(String((error as { name?: unknown } | null)?.name)))
    return new AuthFlowError(t.storageFull, 'storage_full', { cause: error });
  const failure = providerFailureOf(error);
  if (failure)
    return new AuthFlowError(
      failure.errorCode === 'provider_silent'
        ? t.providerSilent(failure.providerHost, failure.seconds)
        : t.providerUnreachable(failure.providerHost),
      failure.errorCode,
      { cause: error },
    );
  const code = errorCodeOf(error);
  if (isInteractionRequired(error)) return new AuthFlowError(t.interaction, code ?? 'interaction_required', { cause: error });
  if (code === undefined) return new AuthFlowError(t.unknown, 'unknown', { cause: error });
  const group = CODES.find(([, codes]) => codes.includes(code))?.[0];
  const message = group
    ? t[group]
    : DENIED_CODES.has(code)
      ? t.denied(portalNameIn(store))
      : CONFIGURATION_CODES.has(code)
        ? t.configuration(portalNameIn(store), code)
        : t.generic(code);
  return new AuthFlowError(message, code, { cause: error });
}

/** Why the calendar could not be connected, as a clause for a sentence: the error's first sentence. */
export const calendarFailureReason = (error: unknown, store: SessionStore): string =>
  describeAuthError(error, store).message.replace(/\.$/, '').split('. ')[0]!;
