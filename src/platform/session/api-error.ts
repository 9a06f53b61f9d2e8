// Every way a portal API call can fail, as one error the caller can show as it is.
import { UserFacingError } from '../core/errors.ts';
import type { Texts } from '../i18n/lang.ts';

export type ApiFailure = 'timeout' | 'network' | 'http' | 'format';

export class PortalApiError extends UserFacingError {
  override name = 'PortalApiError';
  constructor(
    message: string,
    readonly kind: ApiFailure,
    /** HTTP status, or null when no answer arrived (timeout, network). */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Every message that names the portal takes its name first (i18n/portal-name.ts). */
interface ApiTexts {
  timeout: (portal: string, seconds: number) => string;
  network: (portal: string) => string;
  notJson: (portal: string) => string;
  wrongShape: (portal: string, what: string) => string;
  noSession: (portal: string) => string;
  status: (portal: string, status: number) => string;
  /** What get-data-from-token answers, named in wrongShape. */
  currentUser: string;
}

export const apiTexts = {
  id: {
    timeout: (portal, seconds) => `Server ${portal} tidak merespons dalam ${seconds} detik. Periksa koneksi Anda lalu coba lagi.`,
    network: (portal) => `Tidak dapat terhubung ke server ${portal}. Periksa koneksi internet Anda lalu coba lagi.`,
    notJson: (portal) => `Jawaban server ${portal} tidak dapat dibaca (bukan JSON). Silakan coba lagi nanti.`,
    wrongShape: (portal, what) => `Jawaban server ${portal} untuk ${what} tidak sesuai format yang diharapkan. Silakan hubungi admin.`,
    noSession: (portal) => `Sesi ${portal} tidak ditemukan. Silakan login.`,
    status(portal, status) {
      if (status === 401) return 'Sesi Anda tidak valid atau sudah berakhir. Silakan login kembali.';
      if (status === 403) return `Anda tidak memiliki akses ke layanan ${portal} ini.`;
      if (status === 404) return `Layanan ${portal} tidak ditemukan (HTTP 404). Silakan hubungi admin.`;
      if (status === 429) return `Terlalu banyak permintaan ke server ${portal}. Tunggu sebentar lalu coba lagi.`;
      if (status >= 500) return `Server ${portal} sedang bermasalah (HTTP ${status}). Silakan coba lagi nanti.`;
      return `Permintaan ke server ${portal} ditolak (HTTP ${status}).`;
    },
    currentUser: 'data pengguna (get-data-from-token)',
  },
  en: {
    timeout: (portal, seconds) => `The ${portal} server did not respond within ${seconds} seconds. Check your connection and try again.`,
    network: (portal) => `Cannot connect to the ${portal} server. Check your internet connection and try again.`,
    notJson: (portal) => `The answer of the ${portal} server cannot be read (not JSON). Please try again later.`,
    wrongShape: (portal, what) =>
      `The answer of the ${portal} server for ${what} is not in the expected format. Please contact the administrator.`,
    noSession: (portal) => `No ${portal} session was found. Please sign in.`,
    status(portal, status) {
      if (status === 401) return 'Your session is not valid or has ended. Please sign in again.';
      if (status === 403) return `You do not have access to this ${portal} service.`;
      if (status === 404) return `The ${portal} service was not found (HTTP 404). Please contact the administrator.`;
      if (status === 429) return `Too many requests to the ${portal} server. Wait a moment and try again.`;
      if (status >= 500) return `The ${portal} server has a problem (HTTP ${status}). Please try again later.`;
      return `The ${portal} server refused the request (HTTP ${status}).`;
    },
    currentUser: "the user's data (get-data-from-token)",
  },
} satisfies Texts<ApiTexts>;

/** The Indonesian (default) messages. */
export const apiMessages = apiTexts.id;
