// Popups and the start-up toast, on sweetalert2. The library is imported on first use, so it is
// not part of the first-load JavaScript. Its input validation messages ("Invalid email address",
// "Invalid URL", SPEC.md §8) are its own defaults and are deliberately not overridden.
import type { SweetAlertIcon, SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import './dialogs.css';

/** Defaults of every portal dialog (SPEC.md §9: width 32em). */
export const dialogDefaults = { width: '32em', confirmButtonText: 'Tutup' } as const satisfies SweetAlertOptions;

export const noAccessTitle = 'Anda tidak memiliki hak akses';
export const noAccessText = 'Anda tidak memiliki izin untuk membuka menu ini.';
/** The start-up toast's life on screen (SPEC.md §9). */
export const startupToastMs = 3000;

const loadSwal = async () => (await import('sweetalert2')).default;

// The library's pastel icons fall below 3:1 on white; these follow the theme.
const iconColor: Partial<Record<SweetAlertIcon, string>> = {
  success: 'var(--ui-success)',
  error: 'var(--ui-danger)',
  warning: 'var(--ui-warning)',
  info: 'var(--ui-primary)',
  question: 'var(--ui-primary)',
};

/** sweetalert2 with the portal's defaults (a mixin), loaded on first use. */
export const dialog = {
  async fire(options: SweetAlertOptions): Promise<SweetAlertResult> {
    const Swal = await loadSwal();
    return Swal.mixin(dialogDefaults).fire(options);
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The popup for a menu the user may not open (SPEC.md §6, §8). `help` (whom to contact, from the
 * manifest) is a second paragraph; `title` replaces the Indonesian title in another language.
 */
export async function showNoAccess(options: { text?: string; help?: string; title?: string } = {}): Promise<void> {
  const text = options.text ?? noAccessText;
  const body = options.help
    ? { html: `<p>${escapeHtml(text)}</p><p>${escapeHtml(options.help)}</p>` }
    : { text };
  await dialog.fire({ icon: 'error', iconColor: iconColor.error, title: options.title ?? noAccessTitle, ...body });
}

/**
 * The global start-up toast: top-end, no button, gone after 3 s with a progress bar that stops
 * while the pointer is over it. Resolves once it is on screen, not when it closes.
 */
export async function showStartupToast(title: string, icon: 'success' | 'info' | 'error' = 'success'): Promise<void> {
  const Swal = await loadSwal();
  void Swal.fire({
    toast: true,
    position: 'top-end',
    icon,
    iconColor: iconColor[icon],
    title,
    showConfirmButton: false,
    timer: startupToastMs,
    timerProgressBar: true,
    didOpen: (toast) => {
      toast.addEventListener('mouseenter', Swal.stopTimer);
      toast.addEventListener('mouseleave', Swal.resumeTimer);
    },
  });
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmText?: string;
  cancelText?: string;
}

/** Asks a yes/no question; true only when the user confirms. */
export async function confirmDialog({ title, text, confirmText = 'Ya', cancelText = 'Batal' }: ConfirmOptions): Promise<boolean> {
  const result = await dialog.fire({
    icon: 'question',
    iconColor: iconColor.question,
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    reverseButtons: true,
  });
  return result.isConfirmed;
}
