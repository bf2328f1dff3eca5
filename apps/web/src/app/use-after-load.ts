import { useEffect, useState } from 'react';
import { onIdle } from '#src/lib/on-idle.ts';

/**
 * False until the page has loaded and the browser has been idle once (at most IDLE_TIMEOUT_MS
 * later). For work the first screen does not need, such as registering the service worker (which
 * then downloads the whole precache) and asking for the released version: on a slow phone it
 * competed with the first screen's hydration and requests (ADR 041).
 */
export function useAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const whenIdle = () => {
      cancelIdle = onIdle(() => setReady(true), { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 0 });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancelIdle();
    };
  }, []);
  return ready;
}

const IDLE_TIMEOUT_MS = 2_000;
