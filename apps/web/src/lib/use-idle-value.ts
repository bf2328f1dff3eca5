import { startTransition, useEffect, useState } from 'react';
import { onIdle } from './on-idle.ts';

/** At most this long after a change, the copy catches up even if the browser is never idle. */
export const IDLE_TIMEOUT_MS = 1_000;

/**
 * `value`, or while `live` is false, a copy of it that catches up once the browser is idle (in a
 * transition): what a hidden part renders from (the POS's closed cart sheet, ADR 090), so that
 * the frame of the change it follows is not delayed by it. Live again, it is `value` at once.
 */
export function useIdleValue<T>(value: T, live: boolean): T {
  const [copy, setCopy] = useState(value);
  useEffect(() => {
    if (Object.is(copy, value)) return;
    return onIdle(() => startTransition(() => setCopy(value)), {
      timeoutMs: IDLE_TIMEOUT_MS,
      fallbackMs: 200,
    });
  }, [value, copy]);
  return live ? value : copy;
}
