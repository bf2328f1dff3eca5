import { formatCompact, formatDecimal, formatLanguage } from './format.ts';

/**
 * Chart axis labels (SPEC section 9): in English thousands as K, millions as M, at most one
 * decimal. 950 -> "950", 1500 -> "1.5K", 2_000_000 -> "2M", 1_250_000_000 -> "1,250M".
 * A value that rounds up to the next unit takes it (999_999 -> "1M", not "1,000K").
 * K and M are English abbreviations: other languages write the locale's own compact notation
 * ("2,5 M" in French, "2.5M" or "elfu 2.5" in Swahili, as Intl has it).
 */

const UNITS = [
  { size: 1, suffix: '' },
  { size: 1_000, suffix: 'K' },
  { size: 1_000_000, suffix: 'M' },
] as const;

export function formatAxisValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (formatLanguage().split('-')[0] !== 'en') return formatCompact(value);
  const abs = Math.abs(value);
  let unit = 0;
  for (let i = UNITS.length - 1; i > 0; i--) {
    if (abs >= UNITS[i]!.size) {
      unit = i;
      break;
    }
  }
  let scaled = Math.round((abs / UNITS[unit]!.size) * 10) / 10;
  if (scaled >= 1000 && unit < UNITS.length - 1) {
    unit += 1;
    scaled = Math.round((abs / UNITS[unit]!.size) * 10) / 10;
  }
  if (scaled === 0) return '0';
  return `${value < 0 ? '-' : ''}${formatDecimal(scaled)}${UNITS[unit]!.suffix}`;
}
