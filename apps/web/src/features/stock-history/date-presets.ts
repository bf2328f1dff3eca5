/** Quick date ranges, as inclusive YYYY-MM-DD days counted from "today" in the business's zone. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addDays, calendarRange, lastDays } from '#src/lib/date-range.ts';

export const DATE_PRESETS = [
  'all',
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset | 'custom', MessageDescriptor> = {
  all: msg`All time`,
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  last7: msg`Last 7 days`,
  last30: msg`Last 30 days`,
  thisMonth: msg`This month`,
  lastMonth: msg`Last month`,
  custom: msg`Custom dates`,
};

export function presetRange(preset: DatePreset, today: string): { from?: string; to?: string } {
  switch (preset) {
    case 'all':
      return {};
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return lastDays(today, 7);
    case 'last30':
      return lastDays(today, 30);
    case 'thisMonth':
      return calendarRange('this-month', today);
    case 'lastMonth':
      return calendarRange('last-month', today);
  }
}

/** The preset a range matches, or 'custom'. */
export function presetOf(from: string | undefined, to: string | undefined, today: string) {
  for (const preset of DATE_PRESETS) {
    const range = presetRange(preset, today);
    if (range.from === from && range.to === to) return preset;
  }
  return 'custom' as const;
}
