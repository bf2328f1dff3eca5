import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDayMonth } from '#src/lib/format.ts';

/** "5 min ago", "3 h ago", else a short date ('12 May'): when a notification arrived. */
export function formatWhen(i18n: I18n, iso: string, now: number = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (ms < 60_000) return i18n._(msg`just now`);
  const minutes = Math.floor(ms / 60_000);
  if (ms < 3_600_000)
    return i18n._(
      msg({ message: `${minutes} min ago`, comment: 'short: minutes since a notification came' }),
    );
  const hours = Math.floor(ms / 3_600_000);
  if (ms < 86_400_000)
    return i18n._(
      msg({ message: `${hours} h ago`, comment: 'short: hours since a notification came' }),
    );
  return formatDayMonth(iso);
}
