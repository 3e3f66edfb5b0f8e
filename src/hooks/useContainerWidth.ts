import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of `ref`'s element, kept current with a ResizeObserver;
 * `undefined` until measured, and where there is no layout (jsdom, a hidden
 * tab) so callers can fall back to the viewport. Measured before paint, so a
 * layout chosen from it does not flash.
 */
export function useContainerWidth(
  ref: RefObject<HTMLElement>,
): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = (next: number) => setWidth(next > 0 ? next : undefined);
    update(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) =>
      update(entry.contentRect.width),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
