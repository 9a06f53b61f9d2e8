import { Link } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { createContext, use, useState } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import { PinToggle } from '../../features/favourites/PinToggle.tsx';
import { ItemNotice } from '../../features/launch/ItemNotice.tsx';
import { launchTabMark } from '../../features/launch/launch-tab.ts';
import { onItemClick } from '../../features/launch/open-item.ts';
import type { Texts } from '../../platform/i18n/lang.ts';
import { labelOf } from '../../platform/i18n/localize.ts';
import type { PortalNode } from '../../model/manifest/model.ts';
import { currentSubMenusAtom } from '../../features/menu/open-groups.ts';
import { Collapse } from '../../platform/ui/collapse.tsx';
import { disclosureButton, disclosureMark } from '../../platform/ui/disclosure.ts';
import { Icon } from '../../platform/ui/icon.tsx';
import { isGroup, visibleChildren } from '../../features/menu/menu-tree.ts';
import { groupListId } from '../first-paint/sidebar-dom.ts';
import { useLang } from '../../platform/i18n/use-texts.ts';

const texts = {
  id: { newTab: ' (membuka tab baru)' },
  en: { newTab: ' (opens a new tab)' },
} satisfies Texts<{ newTab: string }>;

export function SidebarItem({ node, depth, exact = false }: { node: PortalNode; depth: number; exact?: boolean }) {
  const model = useModel();
  const store = useStore();
  const lang = useLang();
  const openGroups = useStoreValue(currentSubMenusAtom);
  const setOpenGroups = useSetAtom(currentSubMenusAtom);
  const label = (
    <>
      {node.icon ? <Icon name={node.icon} /> : <span className="sidebar-bullet" aria-hidden="true" />}
      <span className="sidebar-label">
        {labelOf(node, lang)}
        {node.behaviour.kind === 'url' && <ItemNotice node={node} />}
      </span>
    </>
  );

  if (isGroup(model, node)) {
    const open = openGroups.includes(node.id);
    const listId = groupListId(node.id);
    const toggle = () => setOpenGroups(open ? openGroups.filter((id) => id !== node.id) : [...openGroups, node.id]);
    return (
      <li className="sidebar-item" data-depth={depth}>
        <button type="button" className="sidebar-link sidebar-group" {...disclosureButton(open, listId)} onClick={toggle}>
          {label}
          <span className="sidebar-chevron" aria-hidden="true" {...disclosureMark(open)} />
        </button>
        <Collapse open={open}>
          <ul id={listId} className="sidebar-list">
            <GroupItems node={node} depth={depth + 1} open={open} />
          </ul>
        </Collapse>
      </li>
    );
  }

  if (node.behaviour.kind === 'url') {
    return (
      <li className="sidebar-item sidebar-item--leaf" data-depth={depth}>
        <a className="sidebar-link" href={node.path} onClick={onItemClick(node, store, model)} data-node={node.id} {...launchTabMark(node)}>
          {label}
          <span className="ui-visually-hidden">{texts[lang].newTab}</span>
          <span className="sidebar-external" aria-hidden="true">
            ↗
          </span>
        </a>
        <PinToggle node={node} className="pin-toggle--quiet" />
      </li>
    );
  }

  return (
    <li className="sidebar-item sidebar-item--leaf" data-depth={depth}>
      <Link
        className="sidebar-link"
        to={node.path}
        activeOptions={{ exact }}
        activeProps={{ 'aria-current': 'page' }}
        data-node={node.id}
        onClick={onItemClick(node, store, model)}
      >
        {label}
      </Link>
      <PinToggle node={node} className="pin-toggle--quiet" />
    </li>
  );
}

/**
 * Whether a closed group's items are rendered: in the pre-rendered copy, whose groups open without
 * React (src/shell/first-paint/boot.ts), they are; in the app, a group's items render from the first
 * time it opens (and stay for its closing animation), so that the first render, on which the
 * hand-off waits, is only what shows.
 */
export const ClosedGroupItems = createContext(false);

function GroupItems({ node, depth, open }: { node: PortalNode; depth: number; open: boolean }) {
  const model = useModel();
  const [opened, setOpened] = useState(open || use(ClosedGroupItems));
  if (open && !opened) setOpened(true);
  return opened ? visibleChildren(model, node).map((child) => <SidebarItem key={child.id} node={child} depth={depth} />) : null;
}
