/** Quick date ranges, as inclusive YYYY-MM-DD days counted from "today" in the business's zone. */

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

export const DATE_PRESET_LABELS: Record<DatePreset | 'custom', string> = {
  all: 'All time',
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom dates',
};

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function presetRange(preset: DatePreset, today: string): { from?: string; to?: string } {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'all':
      return {};
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = shiftDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: shiftDays(today, -6), to: today };
    case 'last30':
      return { from: shiftDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = shiftDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
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
