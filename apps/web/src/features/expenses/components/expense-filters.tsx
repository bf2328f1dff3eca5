import { useLingui } from '@lingui/react/macro';
import { EXPENSE_CATEGORIES, type ExpensePaymentMethod } from '@app/contracts/expenses';
import { Select } from '#src/components/ui/select.tsx';
import { RANGE_PRESETS, type RangePreset } from '../filters.ts';
import { categoryLabel, paymentOptions } from '../labels.ts';

const ALL = 'all';

export interface FilterState {
  preset: RangePreset;
  category?: string;
  paymentMethod?: ExpensePaymentMethod;
}

/** Range presets, category and payment method; `ownCategories` are the owner's own in use. */
export function ExpenseFilterBar({
  value,
  ownCategories,
  onChange,
}: {
  value: FilterState;
  ownCategories: string[];
  onChange: (next: FilterState) => void;
}) {
  const categories = [
    ...EXPENSE_CATEGORIES,
    ...ownCategories.filter((c) => !(EXPENSE_CATEGORIES as readonly string[]).includes(c)),
  ];
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-3">
      <div
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        role="radiogroup"
        aria-label={t`Date range`}
      >
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset.value}
            type="button"
            role="radio"
            aria-checked={value.preset === preset.value}
            onClick={() => onChange({ ...value, preset: preset.value })}
            className={
              value.preset === preset.value
                ? 'h-9 shrink-0 rounded-full bg-foreground px-4 text-sm font-medium text-background'
                : 'h-9 shrink-0 rounded-full border border-border bg-surface px-4 text-sm font-medium text-muted-foreground hover:text-foreground'
            }
          >
            {t(preset.label)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        <Select
          aria-label={t`Category`}
          value={value.category ?? ALL}
          onValueChange={(v) => onChange({ ...value, category: v === ALL ? undefined : v })}
          options={[
            { value: ALL, label: t`All categories` },
            ...categories.map((c) => ({ value: c, label: categoryLabel(c, i18n) })),
          ]}
        />
        <Select
          aria-label={t`Payment method`}
          value={value.paymentMethod ?? ALL}
          onValueChange={(v) =>
            onChange({
              ...value,
              paymentMethod: v === ALL ? undefined : (v as ExpensePaymentMethod),
            })
          }
          options={[{ value: ALL, label: t`All payments` }, ...paymentOptions(i18n)]}
        />
      </div>
    </div>
  );
}
