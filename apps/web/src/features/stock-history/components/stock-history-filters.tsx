import { STOCK_ENTRY_TYPE_VALUES, type StockEntryType } from '@app/contracts/stock';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilterX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  presetOf,
  presetRange,
  type DatePreset,
} from '../date-presets.ts';
import { ENTRY_TYPE_LABELS } from '../entry-types.ts';
import { hasNarrowingFilters, type StockHistoryFilters } from '../filters.ts';
import { ProductPicker } from './product-picker.tsx';

type FilterChange = Partial<Omit<StockHistoryFilters, 'page' | 'limit'>>;

interface StockHistoryFiltersBarProps {
  businessId: string;
  filters: StockHistoryFilters;
  productName?: string;
  /** YYYY-MM-DD in the business's time zone. */
  today: string;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

/** Product, type and dates: each change goes straight into the address (and so the query). */
export function StockHistoryFiltersBar({
  businessId,
  filters,
  productName,
  today,
  onChange,
  onClear,
}: StockHistoryFiltersBarProps) {
  const { t, i18n } = useLingui();
  const typeOptions = [
    { value: 'all', label: t`All types` },
    ...STOCK_ENTRY_TYPE_VALUES.map((type) => ({
      value: type,
      label: i18n._(ENTRY_TYPE_LABELS[type]),
    })),
  ];
  const periodOptions = [
    ...DATE_PRESETS.map((preset) => ({ value: preset, label: i18n._(DATE_PRESET_LABELS[preset]) })),
    { value: 'custom', label: i18n._(DATE_PRESET_LABELS.custom) },
  ];
  const matched = presetOf(filters.from, filters.to, today);
  // "Custom" stays open after picking it, even before a date is typed.
  const [customChosen, setCustomChosen] = useState(false);
  const period = customChosen ? 'custom' : matched;

  const handlePeriod = (value: string) => {
    if (value === 'custom') {
      setCustomChosen(true);
      return;
    }
    setCustomChosen(false);
    const range = presetRange(value as DatePreset, today);
    onChange({ from: range.from, to: range.to });
  };

  const setDay = (key: 'from' | 'to', value: string) => {
    const next = { from: filters.from, to: filters.to, [key]: value || undefined };
    // Keep the range the right way round while the user edits one end.
    if (next.from && next.to && next.from > next.to) {
      if (key === 'from') next.to = next.from;
      else next.from = next.to;
    }
    onChange(next);
  };

  return (
    <section aria-label={t`Filters`} className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:flex">
        <ProductPicker
          className="col-span-2 lg:flex-[2]"
          businessId={businessId}
          productId={filters.productId}
          productName={productName}
          onChange={(product) => onChange({ productId: product?.id })}
        />
        <Select
          aria-label={t`Type of change`}
          className="lg:w-auto lg:min-w-44 lg:flex-1"
          options={typeOptions}
          value={filters.type ?? 'all'}
          onValueChange={(value) =>
            onChange({ type: value === 'all' ? undefined : (value as StockEntryType) })
          }
        />
        <Select
          aria-label={t`Period`}
          className="lg:w-auto lg:min-w-44 lg:flex-1"
          options={periodOptions}
          value={period}
          onValueChange={handlePeriod}
        />
        {hasNarrowingFilters(filters) && (
          <Button
            variant="ghost"
            className="col-span-2 h-11 lg:shrink-0"
            onClick={() => {
              setCustomChosen(false);
              onClear();
            }}
          >
            <FilterX aria-hidden />
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
      {period === 'custom' && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <label className="space-y-1.5">
            <span className="block text-sm font-medium">
              <Trans comment="start date of a period">From</Trans>
            </span>
            <Input
              type="date"
              value={filters.from ?? ''}
              max={today}
              onChange={(event) => setDay('from', event.target.value)}
            />
          </label>
          <label className="space-y-1.5">
            <span className="block text-sm font-medium">
              <Trans comment="end date of a period">To</Trans>
            </span>
            <Input
              type="date"
              value={filters.to ?? ''}
              max={today}
              onChange={(event) => setDay('to', event.target.value)}
            />
          </label>
        </div>
      )}
    </section>
  );
}
