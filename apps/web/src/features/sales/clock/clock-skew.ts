import { useSyncExternalStore } from 'react';
import { CLOCK_SKEW_WARNING_MINUTES } from '@app/contracts/sale';
import { onServerClockChange, serverClockOffset } from '#src/lib/server-clock.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far this device's clock is off, for the POS's notice: null when within the tolerance. */
export function clockSkew(offsetMs: number | null): { ahead: boolean; text: string } | null {
  if (offsetMs === null || Math.abs(offsetMs) <= CLOCK_SKEW_WARNING_MINUTES * MINUTE) return null;
  const off = Math.abs(offsetMs);
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  let text: string;
  if (off < HOUR) text = count(Math.round(off / MINUTE), 'minute');
  else if (off < DAY) {
    const hours = Math.floor(off / HOUR);
    const minutes = Math.round((off - hours * HOUR) / MINUTE);
    text =
      minutes === 0 || minutes === 60
        ? count(hours + (minutes === 60 ? 1 : 0), 'hour')
        : `${count(hours, 'hour')} ${count(minutes, 'minute')}`;
  } else text = count(Math.round(off / DAY), 'day');
  // The offset is the server's time minus the device's: negative when the device is ahead.
  return { ahead: offsetMs < 0, text };
}

/** The device's clock error as the API's answers tell it (lib/server-clock.ts). */
export function useClockSkew() {
  const offset = useSyncExternalStore(onServerClockChange, serverClockOffset, () => null);
  return clockSkew(offset);
}
