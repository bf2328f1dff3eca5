import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCount, formatDecimal } from '#src/lib/format.ts';

/** Each binary unit's symbol in the reader's language (French writes octets: Ko, Mo, Go). */
const BYTE_UNITS: ((size: string) => MessageDescriptor)[] = [
  (size) => msg({ message: `${size} B`, comment: 'bytes' }),
  (size) => msg({ message: `${size} KB`, comment: 'kilobytes (1024 bytes)' }),
  (size) => msg({ message: `${size} MB`, comment: 'megabytes' }),
  (size) => msg({ message: `${size} GB`, comment: 'gigabytes' }),
  (size) => msg({ message: `${size} TB`, comment: 'terabytes' }),
];

/** Bytes in binary units, at most one decimal: "1.5 MB" ("1,5 Mo" in French); a dash when unknown. */
export function formatBytes(i18n: I18n, n: number | null): string {
  if (n === null) return '—';
  let v = n;
  let i = 0;
  while (v >= 1024 && i < BYTE_UNITS.length - 1) {
    v /= 1024;
    i += 1;
  }
  return i18n._(BYTE_UNITS[i]!(i === 0 ? formatCount(v) : formatDecimal(v, 1)));
}

/** A duration in its two largest units, abbreviated: "3 d 4 h", "2 h 5 min", "45 s". */
export function formatDuration(i18n: I18n, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const days = formatCount(Math.floor(s / 86_400));
  const hours = formatCount(Math.floor((s % 86_400) / 3_600));
  const minutes = formatCount(Math.floor((s % 3_600) / 60));
  const comment = 'a short duration: d days, h hours, min minutes, s seconds';
  if (s >= 86_400) return i18n._(msg({ message: `${days} d ${hours} h`, comment }));
  if (s >= 3_600) return i18n._(msg({ message: `${hours} h ${minutes} min`, comment }));
  if (s >= 60) return i18n._(msg({ message: `${minutes} min`, comment }));
  const secs = formatCount(s);
  return i18n._(msg({ message: `${secs} s`, comment }));
}
