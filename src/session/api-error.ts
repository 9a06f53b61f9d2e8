// Every way a portal API call can fail, as one error the caller can show as it is.
import { UserFacingError } from '../app/errors.ts';

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

export const apiMessages = {
  timeout: (seconds: number) =>
    `Server Portal Dosen tidak merespons dalam ${seconds} detik. Periksa koneksi Anda lalu coba lagi.`,
  network: 'Tidak dapat terhubung ke server Portal Dosen. Periksa koneksi internet Anda lalu coba lagi.',
  notJson: 'Jawaban server Portal Dosen tidak dapat dibaca (bukan JSON). Silakan coba lagi nanti.',
  wrongShape: (what: string) =>
    `Jawaban server Portal Dosen untuk ${what} tidak sesuai format yang diharapkan. Silakan hubungi admin.`,
  noSession: 'Sesi Portal Dosen tidak ditemukan. Silakan login.',
  status(status: number): string {
    if (status === 401) return 'Sesi Anda tidak valid atau sudah berakhir. Silakan login kembali.';
    if (status === 403) return 'Anda tidak memiliki akses ke layanan Portal Dosen ini.';
    if (status === 404) return 'Layanan Portal Dosen tidak ditemukan (HTTP 404). Silakan hubungi admin.';
    if (status === 429) return 'Terlalu banyak permintaan ke server Portal Dosen. Tunggu sebentar lalu coba lagi.';
    if (status >= 500) return `Server Portal Dosen sedang bermasalah (HTTP ${status}). Silakan coba lagi nanti.`;
    return `Permintaan ke server Portal Dosen ditolak (HTTP ${status}).`;
  },
};
