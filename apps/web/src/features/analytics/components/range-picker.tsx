import { ANALYTICS_MAX_RANGE_DAYS } from '@app/contracts/analytics';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { RANGE_PRESETS, type GranularityChoice, type RangePreset } from '../range.ts';

export interface RangeState {
  preset: RangePreset;
  from: string;
  to: string;
  granularity: GranularityChoice;
}

const GRANULARITY_OPTIONS = [
  { value: 'auto', label: 'Auto' },
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
  { value: 'month', label: 'By month' },
];

/** Presets, a custom from/to, and the chart's step. */
export function RangePicker({
  value,
  today,
  onPreset,
  onChange,
}: {
  value: RangeState;
  today: string;
  onPreset: (preset: RangePreset) => void;
  onChange: (next: RangeState) => void;
}) {
  return (
    <div className="space-y-3 print:hidden">
      <div
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        role="radiogroup"
        aria-label="Date range"
      >
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset.value}
            type="button"
            role="radio"
            aria-checked={value.preset === preset.value}
            onClick={() => onPreset(preset.value)}
            className={
              value.preset === preset.value
                ? 'h-9 shrink-0 rounded-full bg-foreground px-4 text-sm font-medium text-background'
                : 'h-9 shrink-0 rounded-full border border-border bg-surface px-4 text-sm font-medium text-muted-foreground hover:text-foreground'
            }
          >
            {preset.label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {value.preset === 'custom' && (
          <>
            <label className="space-y-1 text-xs font-medium text-muted-foreground">
              From
              <Input
                type="date"
                value={value.from}
                max={value.to || today}
                onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
                className="w-40"
              />
            </label>
            <label className="space-y-1 text-xs font-medium text-muted-foreground">
              To
              <Input
                type="date"
                value={value.to}
                min={value.from}
                max={today}
                onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
                className="w-40"
              />
            </label>
          </>
        )}
        <div className="w-36">
          <Select
            aria-label="Step"
            value={value.granularity}
            onValueChange={(v) => onChange({ ...value, granularity: v as GranularityChoice })}
            options={GRANULARITY_OPTIONS}
          />
        </div>
      </div>
      {value.preset === 'custom' && (
        <p className="text-xs text-muted-foreground">Up to {ANALYTICS_MAX_RANGE_DAYS} days.</p>
      )}
    </div>
  );
}
