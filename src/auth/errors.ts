// MSAL's error codes (BrowserAuthErrorCodes, ClientAuthErrorCodes, InteractionRequiredAuthErrorCodes
// of msal-browser 5.29 / msal-common 16) as Indonesian messages. Read by duck typing (errorCode) so
// this file does not pull MSAL into the first-load bundle.
import { UserFacingError } from '../app/errors.ts';

export class AuthFlowError extends UserFacingError {
  override name = 'AuthFlowError';
  constructor(message: string, readonly code: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export const authMessages = {
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
  denied: 'Akses ditolak oleh server login. Pastikan akun Anda memiliki izin untuk Portal Dosen.',
  configuration: (code: string) => `Konfigurasi login Portal Dosen bermasalah (kode: ${code}). Silakan hubungi admin.`,
  generic: (code: string) => `Login gagal (kode: ${code}). Silakan coba lagi.`,
  unknown: 'Login gagal karena kesalahan yang tidak terduga. Silakan coba lagi.',
};

const CODES: ReadonlyArray<[keyof typeof authMessages, readonly string[]]> = [
  ['popupBlocked', ['popup_window_error', 'empty_window_error', 'block_nested_popups']],
  ['cancelled', ['user_cancelled', 'user_canceled', 'interaction_in_progress_cancelled']],
  ['state', ['state_mismatch', 'state_not_found', 'invalid_state', 'no_state_in_hash', 'unable_to_parse_state', 'state_interaction_type_mismatch']],
  ['nonce', ['nonce_mismatch']],
  ['idToken', ['token_parsing_error', 'null_or_empty_token', 'client_info_decoding_error', 'client_info_empty_error', 'invalid_id_token', 'issuer_validation_failed']],
  ['timeout', ['timed_out', 'monitor_window_timeout', 'native_handshake_timeout']],
  ['inProgress', ['interaction_in_progress']],
  ['network', ['no_network_connectivity', 'network_error', 'post_request_failed', 'get_request_failed', 'endpoints_resolution_error', 'openid_config_error']],
  ['emptyResponse', ['hash_empty_error', 'hash_does_not_contain_known_properties', 'empty_response', 'redirect_bridge_empty_response', 'failed_to_parse_response']],
  ['denied', ['access_denied', 'unauthorized_client']],
];

const CONFIGURATION_CODES = new Set([
  'authority_uri_insecure', 'untrusted_authority', 'invalid_authority_metadata', 'invalid_cloud_discovery_metadata',
  'redirect_uri_empty', 'url_parse_error', 'empty_url_error', 'cannot_set_OIDCOptions', 'invalid_client', 'invalid_scope',
]);

const INTERACTION_REQUIRED_CODES = new Set([
  'interaction_required', 'consent_required', 'login_required', 'no_tokens_found', 'refresh_token_expired',
  'native_account_unavailable', 'bad_token', 'ui_not_allowed', 'interrupted_user',
]);

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

export function describeAuthError(error: unknown): UserFacingError {
  if (error instanceof UserFacingError) return error;
  const code = errorCodeOf(error);
  if (isInteractionRequired(error)) return new AuthFlowError(authMessages.interaction, code ?? 'interaction_required', { cause: error });
  if (code === undefined) return new AuthFlowError(authMessages.unknown, 'unknown', { cause: error });
  const group = CODES.find(([, codes]) => codes.includes(code))?.[0];
  const message = group
    ? (authMessages[group] as string)
    : CONFIGURATION_CODES.has(code)
      ? authMessages.configuration(code)
      : authMessages.generic(code);
  return new AuthFlowError(message, code, { cause: error });
}
