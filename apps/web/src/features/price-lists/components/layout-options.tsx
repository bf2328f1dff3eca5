import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { cn } from '#src/lib/cn.ts';
import type { CurrencyDisplay } from '#src/lib/format.ts';
import {
  createPriceFormatter,
  NOTE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type PriceListOptions,
} from '../price-list.ts';

function Segmented<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <span id={id} className="block text-sm font-medium">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={id}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-muted p-1"
      >
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-9 rounded-lg px-3 text-sm font-medium transition-colors',
              option.value === value
                ? 'bg-surface text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        checked={checked}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/** Title, footer note and how the list looks; every change shows in the preview at once. */
export function LayoutOptions({
  options,
  currency,
  locale,
  defaultTitle,
  onChange,
  onReset,
}: {
  options: PriceListOptions;
  currency: string;
  /** The list's number locale (doc.numberLocale): the examples look as the list will. */
  locale: string;
  /** The title the list gets when none is typed (the business's language). */
  defaultTitle: string;
  onChange: (change: Partial<PriceListOptions>) => void;
  onReset: () => void;
}) {
  const { t } = useLingui();
  const example = (display: CurrencyDisplay) =>
    createPriceFormatter(currency, display, locale)(1500);
  const symbol = example('symbol');
  const code = example('code');
  const number = example('none');
  return (
    <div className="space-y-4">
      <Field label={t({ message: 'Title', comment: "the price list's title" })}>
        <Input
          value={options.title}
          maxLength={TITLE_MAX_LENGTH}
          placeholder={defaultTitle}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Field>
      <Field
        label={t`Note at the bottom`}
        hint={t`How to order: your WhatsApp number, opening hours, delivery.`}
      >
        <Textarea
          rows={2}
          value={options.note}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={t`Order on WhatsApp: +234 …`}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </Field>
      <div className="divide-y divide-border">
        <Toggle
          label={t`Group by category`}
          checked={options.groupByCategory}
          onChange={(groupByCategory) => onChange({ groupByCategory })}
        />
        <Toggle
          label={t`Show pictures`}
          checked={options.showImages}
          onChange={(showImages) => onChange({ showImages })}
        />
        <Toggle
          label={t`Show SKU`}
          checked={options.showSku}
          onChange={(showSku) => onChange({ showSku })}
        />
        <Toggle
          label={t`Show stock`}
          hint={t`How many are left of each item`}
          checked={options.showStock}
          onChange={(showStock) => onChange({ showStock })}
        />
        <Toggle
          label={t`Leave out items that are out of stock`}
          checked={options.hideOutOfStock}
          onChange={(hideOutOfStock) => onChange({ hideOutOfStock })}
        />
      </div>
      <Field label={t`Prices`}>
        <Select
          value={options.currencyDisplay}
          onValueChange={(value) => onChange({ currencyDisplay: value as CurrencyDisplay })}
          options={[
            { value: 'symbol', label: t`With the symbol (${symbol})` },
            { value: 'code', label: t`With the code (${code})` },
            { value: 'none', label: t`Number only (${number})` },
          ]}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Segmented
          label={t`Columns`}
          value={options.columns}
          options={[
            { value: 1, label: t({ message: 'One', comment: 'one column' }) },
            { value: 2, label: t({ message: 'Two', comment: 'two columns' }) },
          ]}
          onChange={(columns) => onChange({ columns })}
        />
        <Segmented
          label={t({ message: 'Paper', comment: 'the paper size' })}
          value={options.paper}
          options={[
            { value: 'a4', label: 'A4' },
            { value: 'letter', label: t({ message: 'Letter', comment: 'the US paper size' }) },
          ]}
          onChange={(paper) => onChange({ paper })}
        />
      </div>
      <Button variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={onReset}>
        <RotateCcw aria-hidden />
        <Trans>Back to the default layout</Trans>
      </Button>
    </div>
  );
}
