import { RotateCcw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { cn } from '#src/lib/cn.ts';
import {
  createPriceFormatter,
  NOTE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type CurrencyDisplay,
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
  onChange,
  onReset,
}: {
  options: PriceListOptions;
  currency: string;
  onChange: (change: Partial<PriceListOptions>) => void;
  onReset: () => void;
}) {
  const example = (display: CurrencyDisplay) => createPriceFormatter(currency, display)(1500);
  return (
    <div className="space-y-4">
      <Field label="Title">
        <Input
          value={options.title}
          maxLength={TITLE_MAX_LENGTH}
          placeholder="Price list"
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Field>
      <Field
        label="Note at the bottom"
        hint="How to order: your WhatsApp number, opening hours, delivery."
      >
        <Textarea
          rows={2}
          value={options.note}
          maxLength={NOTE_MAX_LENGTH}
          placeholder="Order on WhatsApp: +234 …"
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </Field>
      <div className="divide-y divide-border">
        <Toggle
          label="Group by category"
          checked={options.groupByCategory}
          onChange={(groupByCategory) => onChange({ groupByCategory })}
        />
        <Toggle
          label="Show pictures"
          checked={options.showImages}
          onChange={(showImages) => onChange({ showImages })}
        />
        <Toggle
          label="Show SKU"
          checked={options.showSku}
          onChange={(showSku) => onChange({ showSku })}
        />
        <Toggle
          label="Show stock"
          hint="How many are left of each item"
          checked={options.showStock}
          onChange={(showStock) => onChange({ showStock })}
        />
        <Toggle
          label="Leave out items that are out of stock"
          checked={options.hideOutOfStock}
          onChange={(hideOutOfStock) => onChange({ hideOutOfStock })}
        />
      </div>
      <Field label="Prices">
        <Select
          value={options.currencyDisplay}
          onValueChange={(value) => onChange({ currencyDisplay: value as CurrencyDisplay })}
          options={[
            { value: 'symbol', label: `With the symbol (${example('symbol')})` },
            { value: 'code', label: `With the code (${example('code')})` },
            { value: 'none', label: `Number only (${example('none')})` },
          ]}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Segmented
          label="Columns"
          value={options.columns}
          options={[
            { value: 1, label: 'One' },
            { value: 2, label: 'Two' },
          ]}
          onChange={(columns) => onChange({ columns })}
        />
        <Segmented
          label="Paper"
          value={options.paper}
          options={[
            { value: 'a4', label: 'A4' },
            { value: 'letter', label: 'Letter' },
          ]}
          onChange={(paper) => onChange({ paper })}
        />
      </div>
      <Button variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={onReset}>
        <RotateCcw aria-hidden />
        Back to the default layout
      </Button>
    </div>
  );
}
