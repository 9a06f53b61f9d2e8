// The header's language switch: one button that shows the other language's code and switches to
// it. Its name says what it does in both languages ("English — Ganti bahasa / Change language"),
// so a lecturer who does not read the current language still finds it; each language's own name
// carries its `lang`, so screen readers pronounce it in that language. The choice is kept by
// langAtom (this browser); the page's <html lang> and title follow it (src/shell/routing/page-meta.ts).
// The whole page renders again in the other language: as a transition, so that the switch shows at
// once that it is on its way (busy) and a click meanwhile is not kept waiting; the texts, the title
// and <html lang> change together when that render is committed (shownLangAtom).
import { useAtom } from 'jotai';
import { useTransition } from 'react';
import { langAtom, type Lang, type Texts } from '../../platform/i18n/lang.ts';

/** Each language by its own name, and "change language" in that language. */
const selfNames: Record<Lang, { name: string; code: string; change: string }> = {
  id: { name: 'Bahasa Indonesia', code: 'ID', change: 'Ganti bahasa' },
  en: { name: 'English', code: 'EN', change: 'Change language' },
};

const texts = {
  id: { hint: 'Tampilkan portal dalam bahasa Inggris' },
  en: { hint: 'Show the portal in Indonesian' },
} satisfies Texts<{ hint: string }>;

const otherLang = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id');

export function LanguageSwitch({ className }: { className?: string }) {
  const [lang, setLang] = useAtom(langAtom);
  const [switching, startTransition] = useTransition();
  const target = otherLang(lang);
  return (
    <button
      type="button"
      className={['lang-switch', className].filter(Boolean).join(' ')}
      title={texts[lang].hint}
      aria-busy={switching || undefined}
      onClick={() => startTransition(() => setLang(target))}
    >
      <span className="lang-switch__code" lang={target} aria-hidden="true">
        {selfNames[target].code}
      </span>
      <span className="ui-visually-hidden">
        <span lang={target}>{selfNames[target].name}</span> — {selfNames[lang].change} /{' '}
        <span lang={target}>{selfNames[target].change}</span>
      </span>
    </button>
  );
}
