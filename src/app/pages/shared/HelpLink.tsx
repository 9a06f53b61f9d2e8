// An address of the institution's (its help, its provider's password page) as a link: an https page opens in a new
// tab, a mailto: address in the mail program and a tel: number in the phone, each named by the
// address itself (without its scheme), so the link says where it goes, or by the words it is given.
import type { ReactNode } from 'react';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';

const texts = {
  id: { newTab: ' (membuka tab baru)' },
  en: { newTab: ' (opens a new tab)' },
} satisfies Texts<{ newTab: string }>;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray "%" is shown as written
  }
};

/** What the link shows for `help`: the page without https:// and a trailing slash, the address, the number. */
function helpAddressText(help: string): string {
  if (/^mailto:/i.test(help)) return decoded(help.slice('mailto:'.length).split('?')[0]!);
  if (/^tel:/i.test(help)) return help.slice('tel:'.length);
  return help.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** A link to `help`, named by the address itself unless `children` name it. */
export function HelpLink({ help, children }: { help: string; children?: ReactNode }) {
  const t = useTexts(texts);
  const name = children ?? helpAddressText(help);
  return /^https?:/i.test(help) ? (
    <a href={help} target="_blank" rel="noopener noreferrer">
      {name}
      <span className="ui-visually-hidden">{t.newTab}</span>
    </a>
  ) : (
    <a href={help}>{name}</a>
  );
}
