import { t } from '@lingui/core/macro';
import { formatPercentChange } from './format.ts';

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface PercentChange {
  direction: ChangeDirection;
  /** Rounded to a whole percent; null when there is nothing to compare with (previous 0). */
  percent: number | null;
  /** '+12%', '-4%', '0%' (in the reader's locale), 'New' (from nothing), '—' (nothing either side). */
  label: string;
}

/**
 * The change of a figure against the period before. From 0 to something is "New" rather than
 * an infinite percentage; a negative previous (a loss) is compared by its size, so going from a
 * loss of 100 to a loss of 50 reads as +50%.
 */
export function percentChange(current: number, previous: number): PercentChange {
  if (previous === 0) {
    if (current === 0) return { direction: 'flat', percent: null, label: '—' };
    return {
      direction: current > 0 ? 'up' : 'down',
      percent: null,
      // A context of its own: 'New' elsewhere (orders, items) takes another gender in French.
      label: t({ message: 'New', context: 'a figure that went from nothing to something' }),
    };
  }
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  // -0.4% rounds to -0: the same flat 0 as +0.4%.
  if (percent === 0) return { direction: 'flat', percent: 0, label: formatPercentChange(0) };
  return {
    direction: percent > 0 ? 'up' : 'down',
    percent,
    label: formatPercentChange(percent),
  };
}
