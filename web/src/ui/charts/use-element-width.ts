import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept up to date, so an SVG can be drawn at its real size
 * (text stays legible instead of shrinking with a fixed viewBox). `null` until measured.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // An element not laid out yet (e.g. inside a hidden parent) measures 0: keep the last good width.
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
