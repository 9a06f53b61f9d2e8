// The dashboard's "Favorit" and "Terakhir dibuka": the lecturer's pinned and recently opened
// menu items, each opening like it does in the sidebar.
import { useStoreValue } from '../../../platform/core/use-store-value.ts';
import { useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useModel } from '../../../platform/core/model-context.tsx';
import { LockGlyph, PinGlyph } from '../../../features/favourites/glyphs.tsx';
import { ItemLink } from '../../../features/launch/ItemLink.tsx';
import { ItemNotice } from '../../../features/launch/ItemNotice.tsx';
import { PinToggle } from '../../../features/favourites/PinToggle.tsx';
import { usePersonalLists } from '../../../features/favourites/use-personal-lists.ts';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useLang, useTexts } from '../../../platform/i18n/use-texts.ts';
import { labelOf } from '../../../platform/i18n/localize.ts';
import { unmetRequirements, type SessionFlags } from '../../../features/launch/session-flags.ts';
import type { PortalModel } from '../../../model/manifest/model.ts';
import { groupPathOf, iconOf, isOpenAt, menuItems, type MenuItem } from '../../../features/menu/items.ts';
import { authAtom } from '../../../platform/session/state.ts';
import { Icon } from '../../../platform/ui/icon.tsx';
import { firstPaintPart } from '../../../shell/first-paint/home-snapshot.ts';
import './favourites.css';

interface ListTexts {
  favourites: string;
  recent: string;
  noFavourites: string;
  noFavouritesHow: string;
  noRecent: string;
  newTab: string;
  locked: string;
}

const texts = {
  id: {
    favourites: 'Favorit',
    recent: 'Terakhir dibuka',
    noFavourites: 'Belum ada menu favorit.',
    noFavouritesHow:
      'Sematkan menu yang sering Anda buka dengan tombol pin di samping menu pada bilah samping, atau di hasil pencarian (tekan / atau Ctrl+K).',
    noRecent: 'Belum ada menu yang dibuka. Menu yang Anda buka dari portal ini akan muncul di sini.',
    newTab: '(membuka tab baru)',
    locked: 'terkunci',
  },
  en: {
    favourites: 'Favourites',
    recent: 'Recently opened',
    noFavourites: 'No favourites yet.',
    noFavouritesHow:
      'Pin the items you open often with the pin button beside them in the side menu, or in the search results (press / or Ctrl+K).',
    noRecent: 'Nothing opened yet. The items you open from this portal will appear here.',
    newTab: '(opens a new tab)',
    locked: 'locked',
  },
} satisfies Texts<ListTexts>;

/** Both lists, side by side on wide screens. */
export function PersonalLists() {
  const lists = usePersonalLists();
  return (
    <div className="personal-lists">
      <ItemList kind="favourites" ids={lists?.favourites} />
      <ItemList kind="recent" ids={lists?.recent} />
    </div>
  );
}

/** The items a list shows for `ids` at `now`: those the menu still has, inside their window. */
export function listedItems(model: PortalModel, ids: readonly string[], now: number): MenuItem[] {
  const { byId } = menuItems(model);
  return ids.map((id) => byId.get(id)).filter((item): item is MenuItem => !!item && isOpenAt(item, now));
}

/** A row shows a lock when the session lacks a flag its item requires. */
export const isLocked = (item: MenuItem, auth: SessionFlags) => unmetRequirements(item.node.requires, auth).length > 0;

/** `ids` undefined: not loaded yet (or no lecturer to load them for), so nothing is claimed. */
function ItemList({ kind, ids }: { kind: 'favourites' | 'recent'; ids: readonly string[] | undefined }) {
  const model = useModel();
  const t = useTexts(texts);
  const [now] = useState(() => Date.now());
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const unpinnedAt = useRef<number | null>(null);
  const items = listedItems(model, ids ?? [], now);

  // Unpinning removes the row with the focused button: focus moves to the next pin (or the heading).
  const rememberUnpin = (event: MouseEvent<HTMLUListElement>) => {
    const row = (event.target as Element).closest('li');
    if (kind === 'favourites' && row && (event.target as Element).closest('.pin-toggle'))
      unpinnedAt.current = [...event.currentTarget.children].indexOf(row);
  };
  useEffect(() => {
    if (unpinnedAt.current === null) return;
    const pins = listRef.current?.querySelectorAll<HTMLElement>('.pin-toggle') ?? [];
    (pins[Math.min(unpinnedAt.current, pins.length - 1)] ?? headingRef.current)?.focus();
    unpinnedAt.current = null;
  }, [ids]);

  return (
    <section className="personal-list" aria-labelledby={headingId} {...firstPaintPart(kind)}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="dashboard-home__section-title">
        {kind === 'favourites' ? t.favourites : t.recent}
      </h2>
      {ids && (items.length ? <Rows items={items} listRef={listRef} onClickCapture={rememberUnpin} /> : <EmptyNote kind={kind} />)}
    </section>
  );
}

/** A list's rows (the first paint clones them from a copy: scripts/build/first-paint/prerender.tsx). */
export function Rows({
  items,
  listRef,
  onClickCapture,
}: {
  items: readonly MenuItem[];
  listRef?: RefObject<HTMLUListElement | null>;
  onClickCapture?: (event: MouseEvent<HTMLUListElement>) => void;
}) {
  return (
    <ul ref={listRef} className="personal-list__items" onClickCapture={onClickCapture}>
      {items.map((item) => (
        <Row key={item.node.id} item={item} />
      ))}
    </ul>
  );
}

/** What a list says when it has no rows. */
export function EmptyNote({ kind }: { kind: 'favourites' | 'recent' }) {
  const t = useTexts(texts);
  return kind === 'favourites' ? (
    <p className="personal-list__empty">
      <PinGlyph /> <strong>{t.noFavourites}</strong> {t.noFavouritesHow}
    </p>
  ) : (
    <p className="personal-list__empty">{t.noRecent}</p>
  );
}

function Row({ item }: { item: MenuItem }) {
  const lang = useLang();
  const auth = useStoreValue(authAtom);
  const t = useTexts(texts);
  const { node } = item;
  const icon = iconOf(item);
  const path = groupPathOf(item, lang);
  const locked = isLocked(item, auth);
  return (
    <li className="personal-item">
      <span className="personal-item__icon">{icon ? <Icon name={icon} /> : <span className="personal-item__bullet" />}</span>
      <span className="personal-item__text">
        <ItemLink node={node} className="personal-item__link">
          {labelOf(node, lang)}
          {node.behaviour.kind === 'url' && <span className="ui-visually-hidden"> {t.newTab}</span>}
          <ItemNotice node={node} />
        </ItemLink>
        {path && <span className="personal-item__path">{path}</span>}
      </span>
      {locked && (
        <span className="personal-item__lock">
          <LockGlyph />
          <span className="ui-visually-hidden">{t.locked}</span>
        </span>
      )}
      <PinToggle node={node} />
    </li>
  );
}
