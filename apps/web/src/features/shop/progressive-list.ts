import { useEffect, useState } from 'react';

/**
 * How many of `total` products to render: a first batch, then one more batch each time the
 * sentinel below the grid comes within a screen of the viewport. A shop of 2,000 products paints
 * like a shop of 24 (Lighthouse measured 2,500 elements and 3 s of style and layout on a phone
 * for 200), and search still filters the whole catalogue. Starts again when `resetKey` changes
 * (a new search or category starts at the top). Give `setSentinel` as the ref of an element below the list.
 */
export function useProgressiveCount(total: number, resetKey: string, batch = 24) {
  const [count, setCount] = useState(batch);
  const [key, setKey] = useState(resetKey);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(batch);
  }
  // Without IntersectionObserver (very old browsers), everything at once.
  const observable = typeof IntersectionObserver !== 'undefined';
  const more = observable && count < total;

  useEffect(() => {
    if (!more || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + batch);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
    // `count` re-observes after each batch: a sentinel still in view adds the next one.
  }, [more, sentinel, count, batch]);

  return { count: observable ? Math.min(count, total) : total, more, setSentinel };
}
