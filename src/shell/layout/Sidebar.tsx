import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import type { PortalNode } from '../../model/manifest/model.ts';
import { useCurrentNode } from '../routing/use-current-node.ts';
import { currentSubMenusAtom } from '../../features/menu/open-groups.ts';
import { openGroupsFor, visibleChildren } from '../../features/menu/menu-tree.ts';
import { SidebarItem } from './SidebarItem.tsx';

const texts = {
  id: { name: 'Menu utama' },
  en: { name: 'Main menu' },
} satisfies Texts<{ name: string }>;

/** The menu of a layout node: the node itself (its home page) and its visible descendants. */
export function Sidebar({ root, id }: { root: PortalNode; id: string }) {
  const model = useModel();
  const t = useTexts(texts);
  const current = useCurrentNode();
  const setOpenGroups = useSetAtom(currentSubMenusAtom);

  // The groups above the current page open by themselves (after navigating or a reload).
  useEffect(() => {
    const wanted = openGroupsFor(model, current?.id, root.id);
    if (wanted.length) setOpenGroups((open) => [...new Set([...open, ...wanted])]);
  }, [model, current?.id, root.id, setOpenGroups]);

  return (
    <nav id={id} className="sidebar" aria-label={t.name} data-print="hide">
      <ul className="sidebar-list">
        <SidebarItem node={{ ...root, children: [] }} depth={0} exact />
        {visibleChildren(model, root).map((child) => (
          <SidebarItem key={child.id} node={child} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
