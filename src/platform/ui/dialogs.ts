// Popups and the start-up toast, on sweetalert2. The library is imported on first use, so it is not
// part of the first-load JavaScript. Its input validation messages ("Invalid email address",
// "Invalid URL", docs/requirements.md R-INPUT-13) are its own defaults and are deliberately not
// overridden.
import type { SweetAlertIcon, SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { langAtom, type Lang, type Texts } from '../i18n/lang.ts';
import { appSessionStore } from '../core/store.ts';
import { sanitizeHtmlWith } from '../core/trusted-types.ts';
import './dialogs.css';

interface DialogTexts {
  close: string;
  noAccessTitle: string;
  noAccessText: string;
  yes: string;
  cancel: string;
}

const texts = {
  id: {
    close: 'Tutup',
    noAccessTitle: 'Anda tidak memiliki hak akses', // docs/requirements.md R-ERR-2, exactly
    noAccessText: 'Anda tidak memiliki izin untuk membuka menu ini.',
    yes: 'Ya',
    cancel: 'Batal',
  },
  en: {
    close: 'Close',
    noAccessTitle: 'You do not have access',
    noAccessText: 'You are not allowed to open this menu item.',
    yes: 'Yes',
    cancel: 'Cancel',
  },
} satisfies Texts<DialogTexts>;

/** The language of a dialog: the one given, else the app's interface language. */
const textsFor = (lang: Lang | undefined) => texts[lang ?? appSessionStore().get(langAtom)];

/** Defaults of every portal dialog (docs/requirements.md R-CONST-11: width 32em), in Indonesian. */
/**
 * `hideClass`: a dialog closes at once. sweetalert2 removes a closing popup (and the backdrop over the
 * page) only when its hide animation reports its end, and a browser that is not rendering the page at
 * that moment reports none: the dialog would stay over the page (tests/e2e/menu.e2e.ts stops the
 * animations to show it).
 */
const dialogDefaults = { width: '32em', confirmButtonText: texts.id.close, hideClass: { popup: '' } } as const satisfies SweetAlertOptions;

export const noAccessTitle = texts.id.noAccessTitle;
/** The start-up toast's life on screen (docs/requirements.md R-CONST-6). */
const startupToastMs = 3000;

/**
 * sweetalert2, with DOMPurify for the markup it builds its popups from (its own templates, parsed
 * from strings): the page's Trusted Types policy lets markup through only once sanitized.
 */
const loadSwal = async () => {
  const [{ default: Swal }, { default: DOMPurify }] = await Promise.all([import('sweetalert2'), import('dompurify')]);
  sanitizeHtmlWith((html) => DOMPurify.sanitize(html, { TRUSTED_TYPES_POLICY: null }));
  return Swal;
};

// The library's pastel icons fall below 3:1 on white; these follow the theme.
const iconColor: Partial<Record<SweetAlertIcon, string>> = {
  success: 'var(--ui-success)',
  error: 'var(--ui-danger)',
  warning: 'var(--ui-warning)',
  info: 'var(--ui-primary)',
  question: 'var(--ui-primary)',
};

/**
 * sweetalert2 parses these options as HTML. The portal's dialogs show text that may come from the
 * manifest or a server, so they take none of them: the title is `titleText` and the body `text`
 * (set as text by the library), and the button words are escaped here.
 */
type HtmlOption = 'title' | 'html' | 'footer' | 'iconHtml' | 'closeButtonHtml' | 'loaderHtml' | 'inputLabel' | 'inputPlaceholder';
type ButtonText = 'confirmButtonText' | 'cancelButtonText' | 'denyButtonText';
export type DialogOptions = Omit<SweetAlertOptions, HtmlOption>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The options with their button words as text: sweetalert2 parses those as HTML. */
function asText<O extends Partial<Record<ButtonText, string>>>(options: O): O {
  const escaped = { ...options };
  for (const key of ['confirmButtonText', 'cancelButtonText', 'denyButtonText'] as const) {
    const words = options[key];
    if (words !== undefined) escaped[key] = escapeHtml(words) as O[ButtonText];
  }
  return escaped;
}

/** sweetalert2 with the portal's defaults (a mixin), loaded on first use; every text it shows is text. */
export const dialog = {
  async fire(options: DialogOptions, lang?: Lang): Promise<SweetAlertResult> {
    const confirmButtonText = textsFor(lang).close;
    const Swal = await loadSwal();
    return Swal.mixin(asText({ ...dialogDefaults, confirmButtonText })).fire(asText(options) as SweetAlertOptions);
  },
};

/**
 * The popup for a menu the user may not open (docs/requirements.md R-ROLE-2, R-ERR-2), in
 * `lang` (else the interface language; in Indonesian titled exactly "Anda tidak memiliki hak
 * akses"). `help` (whom to contact, from the manifest) is a second paragraph.
 */
export async function showNoAccess(options: { text?: string; help?: string; title?: string; lang?: Lang } = {}): Promise<void> {
  const t = textsFor(options.lang);
  const text = options.text ?? t.noAccessText;
  // Two paragraphs as text: the dialog's body keeps line breaks (dialogs.css).
  const body = options.help ? `${text}\n\n${options.help}` : text;
  await dialog.fire({ icon: 'error', iconColor: iconColor.error, titleText: options.title ?? t.noAccessTitle, text: body }, options.lang);
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
    titleText: title,
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
  /** The buttons' default words; the interface language when left out. */
  lang?: Lang;
  /** `warning` for a question whose safe answer is no. */
  icon?: 'question' | 'warning';
  /** Focus starts on the cancel button, so Enter alone does not go ahead. */
  focusCancel?: boolean;
}

/** Asks a yes/no question; true only when the user confirms. */
export async function confirmDialog({
  title,
  text,
  confirmText,
  cancelText,
  lang,
  icon = 'question',
  focusCancel = false,
}: ConfirmOptions): Promise<boolean> {
  const t = textsFor(lang);
  const result = await dialog.fire(
    {
      icon,
      iconColor: iconColor[icon],
      focusCancel,
      titleText: title,
      text,
      showCancelButton: true,
      confirmButtonText: confirmText ?? t.yes,
      cancelButtonText: cancelText ?? t.cancel,
      reverseButtons: true,
    },
    lang,
  );
  return result.isConfirmed;
}
