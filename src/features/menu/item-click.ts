// Which clicks on a menu link the portal handles itself, in the app and in the pre-rendered menu
// before the app has mounted (src/shell/first-paint/live-menu.ts): kept apart from the launcher, so that the
// menu's first script can decide without loading it.

/** What a menu link's click handler reads: a React click or the browser's own. */
export type ItemClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'>;

/** A plain click: the portal opens the item. A modifier key or another button keeps the browser's behaviour (a new tab or window). */
export const isPlainClick = (e: ItemClick) => e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
