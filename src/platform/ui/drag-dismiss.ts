// Swipe-to-dismiss for toasts (docs/requirements.md R-CONST-4: dismiss when dragged 60 % of the
// width), as pure functions the toast component calls from its pointer events.

export const dragDismissRatio = 0.6;

/** True once the toast has travelled far enough, in either direction, to be dismissed. */
export function shouldDismiss(dx: number, width: number, ratio = dragDismissRatio): boolean {
  return width > 0 && Math.abs(dx) >= ratio * width;
}

/** Fades the toast as it travels, so the user sees it is about to go. */
export function dragOpacity(dx: number, width: number): number {
  if (width <= 0) return 1;
  return Math.max(0.2, 1 - Math.abs(dx) / width);
}
