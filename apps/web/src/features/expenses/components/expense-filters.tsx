import { useLingui } from '@lingui/react/macro';
import { EXPENSE_CATEGORIES, type ExpensePaymentMethod } from '@app/contracts/expenses';
import { RangePresets } from '#src/components/ui/range-presets.tsx';
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
      <RangePresets
        presets={RANGE_PRESETS}
        value={value.preset}
        onSelect={(preset) => onChange({ ...value, preset })}
      />
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
