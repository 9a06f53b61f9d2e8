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

interface ApiTexts {
  timeout: (seconds: number) => string;
  network: string;
  notJson: string;
  wrongShape: (what: string) => string;
  noSession: string;
  status: (status: number) => string;
  /** What get-data-from-token answers, named in wrongShape. */
  currentUser: string;
}

export const apiTexts = {
  id: {
    timeout: (seconds) => `Server Portal Dosen tidak merespons dalam ${seconds} detik. Periksa koneksi Anda lalu coba lagi.`,
    network: 'Tidak dapat terhubung ke server Portal Dosen. Periksa koneksi internet Anda lalu coba lagi.',
    notJson: 'Jawaban server Portal Dosen tidak dapat dibaca (bukan JSON). Silakan coba lagi nanti.',
    wrongShape: (what) => `Jawaban server Portal Dosen untuk ${what} tidak sesuai format yang diharapkan. Silakan hubungi admin.`,
    noSession: 'Sesi Portal Dosen tidak ditemukan. Silakan login.',
    status(status) {
      if (status === 401) return 'Sesi Anda tidak valid atau sudah berakhir. Silakan login kembali.';
      if (status === 403) return 'Anda tidak memiliki akses ke layanan Portal Dosen ini.';
      if (status === 404) return 'Layanan Portal Dosen tidak ditemukan (HTTP 404). Silakan hubungi admin.';
      if (status === 429) return 'Terlalu banyak permintaan ke server Portal Dosen. Tunggu sebentar lalu coba lagi.';
      if (status >= 500) return `Server Portal Dosen sedang bermasalah (HTTP ${status}). Silakan coba lagi nanti.`;
      return `Permintaan ke server Portal Dosen ditolak (HTTP ${status}).`;
    },
    currentUser: 'data dosen (get-data-from-token)',
  },
  en: {
    timeout: (seconds) => `The Portal Dosen server did not respond within ${seconds} seconds. Check your connection and try again.`,
    network: 'Cannot connect to the Portal Dosen server. Check your internet connection and try again.',
    notJson: 'The answer of the Portal Dosen server cannot be read (not JSON). Please try again later.',
    wrongShape: (what) =>
      `The answer of the Portal Dosen server for ${what} is not in the expected format. Please contact the administrator.`,
    noSession: 'No Portal Dosen session was found. Please sign in.',
    status(status) {
      if (status === 401) return 'Your session is not valid or has ended. Please sign in again.';
      if (status === 403) return 'You do not have access to this Portal Dosen service.';
      if (status === 404) return 'The Portal Dosen service was not found (HTTP 404). Please contact the administrator.';
      if (status === 429) return 'Too many requests to the Portal Dosen server. Wait a moment and try again.';
      if (status >= 500) return `The Portal Dosen server has a problem (HTTP ${status}). Please try again later.`;
      return `The Portal Dosen server refused the request (HTTP ${status}).`;
    },
    currentUser: 'lecturer data (get-data-from-token)',
  },
} satisfies Texts<ApiTexts>;

/** The Indonesian (default) messages. */
export const apiMessages = apiTexts.id;
