import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/**
 * A date range's presets as a row of chips (one chosen), scrolling sideways on phones; each
 * screen keeps its own presets and what a choice does.
 */
export function RangePresets<P extends string>({
  presets,
  value,
  onSelect,
}: {
  presets: readonly { value: P; label: MessageDescriptor }[];
  value: P;
  onSelect: (preset: P) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      role="radiogroup"
      aria-label={t`Date range`}
    >
      {presets.map((preset) => (
        <button
          key={preset.value}
          type="button"
          role="radio"
          aria-checked={value === preset.value}
          onClick={() => onSelect(preset.value)}
          className={
            value === preset.value
              ? 'h-9 shrink-0 rounded-full bg-foreground px-4 text-sm font-medium text-background'
              : 'h-9 shrink-0 rounded-full border border-border bg-surface px-4 text-sm font-medium text-muted-foreground hover:text-foreground'
          }
        >
          {t(preset.label)}
        </button>
      ))}
    </div>
  );
}
