import { t } from '@lingui/core/macro';
import { formatRelativeTime } from '#src/lib/format.ts';
export {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatMoney,
  useMoney,
} from '#src/lib/format.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/** "3 days ago", "yesterday", "just now". */
export function formatRelative(iso: string, now = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return formatRelativeTime(Math.round(diff / ms), unit);
  }
  return t`just now`;
}

/** "Ada Obi" -> "AO", "chidi" -> "CH". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
}

/** Money as whole cents, so that comparisons never meet floating point. */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * wa.me needs the number in international form. A local number (0803...) cannot be turned into
 * one without guessing the country, so it gets no link rather than a link to a stranger.
 */
export function whatsappLink(phone: string): string | null {
  const text = phone.trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || (!text.startsWith('+') && digits.startsWith('0'))) return null;
  return `https://wa.me/${digits}`;
}

/** tel: links keep the + and the digits only. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
