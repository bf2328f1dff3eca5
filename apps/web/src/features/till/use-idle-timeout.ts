import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once after `idleMs` without a touch, a key or a scroll anywhere on the page; each
 * of them starts the wait again. The till's lock (ADR 076).
 */
export function useIdleTimeout(idleMs: number, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    const fire = () => latest.current();
    let timer = setTimeout(fire, idleMs);
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(fire, idleMs);
    };
    for (const type of ACTIVITY) window.addEventListener(type, touch, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, touch);
    };
  }, [idleMs]);
}
