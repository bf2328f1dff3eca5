import { plural, t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { CLOCK_SKEW_WARNING_MINUTES } from '@app/contracts/sales';
import { onServerClockChange, serverClockOffset } from '#src/lib/server-clock.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const minutesText = (n: number) => t`${plural(n, { one: '# minute', other: '# minutes' })}`;
const hoursText = (n: number) => t`${plural(n, { one: '# hour', other: '# hours' })}`;
const daysText = (n: number) => t`${plural(n, { one: '# day', other: '# days' })}`;

/**
 * How far this device's clock is off, for the POS's notice: null when within the tolerance. In
 * the app's language (the notice renders again when it changes).
 */
export function clockSkew(offsetMs: number | null): { ahead: boolean; text: string } | null {
  if (offsetMs === null || Math.abs(offsetMs) <= CLOCK_SKEW_WARNING_MINUTES * MINUTE) return null;
  const off = Math.abs(offsetMs);
  let text: string;
  if (off < HOUR) text = minutesText(Math.round(off / MINUTE));
  else if (off < DAY) {
    const hours = Math.floor(off / HOUR);
    const minutes = Math.round((off - hours * HOUR) / MINUTE);
    if (minutes === 0 || minutes === 60) text = hoursText(hours + (minutes === 60 ? 1 : 0));
    else {
      const hoursPart = hoursText(hours);
      const minutesPart = minutesText(minutes);
      text = t({
        message: `${hoursPart} ${minutesPart}`,
        comment: 'a length of time: "3 hours" then "25 minutes"',
      });
    }
  } else text = daysText(Math.round(off / DAY));
  // The offset is the server's time minus the device's: negative when the device is ahead.
  return { ahead: offsetMs < 0, text };
}

/** The device's clock error as the API's answers tell it (lib/server-clock.ts). */
export function useClockSkew() {
  const offset = useSyncExternalStore(onServerClockChange, serverClockOffset, () => null);
  return clockSkew(offset);
}
