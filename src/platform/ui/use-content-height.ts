// Follows an element's height as its content changes (docs/requirements.md R-CONST-7): a
// ResizeObserver reports each change as it happens and costs nothing when idle.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useContentHeight(ref: RefObject<HTMLElement | null>, active: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      setHeight(Math.ceil(box ? box.blockSize : element.getBoundingClientRect().height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return height;
}
