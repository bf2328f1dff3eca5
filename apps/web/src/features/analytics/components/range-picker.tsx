import { ANALYTICS_MAX_RANGE_DAYS } from '@app/contracts/analytics';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input } from '#src/components/ui/input.tsx';
import { RangePresets } from '#src/components/ui/range-presets.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { RANGE_PRESETS, type GranularityChoice, type RangePreset } from '../range.ts';

export interface RangeState {
  preset: RangePreset;
  from: string;
  to: string;
  granularity: GranularityChoice;
}

const GRANULARITY_OPTIONS = [
  {
    value: 'auto',
    label: msg({ message: 'Auto', comment: "the chart's step, chosen from the range" }),
  },
  { value: 'day', label: msg`By day` },
  { value: 'week', label: msg`By week` },
  { value: 'month', label: msg`By month` },
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
  const { t } = useLingui();
  const maxDays = ANALYTICS_MAX_RANGE_DAYS;
  return (
    <div className="space-y-3 print:hidden">
      <RangePresets presets={RANGE_PRESETS} value={value.preset} onSelect={onPreset} />
      <div className="flex flex-wrap items-end gap-2">
        {value.preset === 'custom' && (
          <>
            <label className="space-y-1 text-xs font-medium text-muted-foreground">
              <Trans comment="the first day of a date range">From</Trans>
              <Input
                type="date"
                value={value.from}
                max={value.to || today}
                onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
                className="w-40"
              />
            </label>
            <label className="space-y-1 text-xs font-medium text-muted-foreground">
              <Trans comment="the last day of a date range">To</Trans>
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
            aria-label={t({ message: 'Step', comment: "the chart's step: by day, week or month" })}
            value={value.granularity}
            onValueChange={(v) => onChange({ ...value, granularity: v as GranularityChoice })}
            options={GRANULARITY_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          />
        </div>
      </div>
      {value.preset === 'custom' && (
        <p className="text-xs text-muted-foreground">
          <Trans>Up to {maxDays} days.</Trans>
        </p>
      )}
    </div>
  );
}
