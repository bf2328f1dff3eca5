import {
  ITEM_CODE_MAX_LENGTH,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  ITEM_UNIT_MAX_LENGTH,
  parseMoney,
  type InventoryItem,
} from '@app/contracts/inventory';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { currencySymbol, formatCount, formatMoney } from '../format.ts';
import { showServerErrors } from '#src/lib/form-errors.ts';
import {
  ITEM_FORM_FIELDS,
  itemFormResolver,
  itemFormValues,
  normaliseMoney,
  stockChanged,
  type ItemFormMode,
  type ItemFormOutput,
  type ItemFormValues,
} from '../item-form-schema.ts';
import type { CategoryOption } from '../types.ts';
import { CategoryPicker } from './category-picker.tsx';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { ItemImagePicker, type ImageChange } from './item-image-picker.tsx';
import { CalculatorButton } from '#src/components/calculator/calculator-button.tsx';
import { MoneyInput } from './money-input.tsx';

/**
 * Units offered while typing, in the reader's language (what is typed is kept as typed: the unit
 * is the owner's own text). Symbols (kg, g, ml) are the same everywhere.
 */
const UNIT_SUGGESTIONS = [
  msg({ message: 'piece', comment: 'a unit a product is counted in' }),
  msg({ message: 'pack', comment: 'a unit a product is counted in' }),
  msg({ message: 'bottle', comment: 'a unit a product is counted in' }),
  msg({ message: 'can', comment: 'a unit a product is counted in (a tin can)' }),
  msg({ message: 'carton', comment: 'a unit a product is counted in' }),
  msg({ message: 'bag', comment: 'a unit a product is counted in' }),
  msg({ message: 'box', comment: 'a unit a product is counted in' }),
  'kg',
  'g',
  msg({ message: 'litre', comment: 'a unit a product is counted in' }),
  'ml',
  msg({ message: 'dozen', comment: 'a unit a product is counted in' }),
  msg({ message: 'pair', comment: 'a unit a product is counted in' }),
  msg({ message: 'set', comment: 'a unit a product is counted in' }),
];

/** Radix Select has no empty value: this stands for "no usual supplier". */
const NO_SUPPLIER = 'none';

interface ItemFormProps {
  mode: ItemFormMode;
  item?: InventoryItem;
  currency: string;
  /** The business's low-stock threshold, used when the item has none of its own. */
  defaultLowStockThreshold: number;
  categories: CategoryOption[];
  /** The business's suppliers, for the usual supplier (none: the field is not shown). */
  suppliers?: { id: string; name: string }[];
  onCreateCategory?: (name: string) => Promise<CategoryOption>;
  image: ImageChange;
  onImageChange: (image: ImageChange) => void;
  imageError?: string | null;
  /** Saves; a thrown error is shown on the form (field details and the server's text). */
  onSubmit: (body: ItemFormOutput) => Promise<unknown>;
  failureText: string;
  onDirtyChange?: (dirty: boolean) => void;
  /** The buttons, given whether a save is under way. */
  actions: (state: { pending: boolean }) => ReactNode;
  /** Shown above the fields (e.g. "saved, but the photo was not"). */
  notice?: ReactNode;
}

function marginText(i18n: I18n, price: string, cost: string, currency: string): string | null {
  const p = parseMoney(normaliseMoney(price));
  const c = parseMoney(normaliseMoney(cost));
  if (!p.ok || !c.ok) return null;
  const priceValue = Number(p.value);
  const costValue = Number(c.value);
  if (priceValue <= 0 || costValue <= 0) return null;
  const margin = priceValue - costValue;
  const percent = (margin / priceValue) * 100;
  const amount = formatMoney(Math.abs(margin), currency);
  const share = Math.abs(percent).toFixed(1);
  return margin < 0
    ? i18n._(msg`Loss per unit: ${amount} (${share}%)`)
    : i18n._(msg`Profit per unit: ${amount} (${share}%)`);
}

/** Everything about one product: what it is, what it costs and sells for, how much is in stock. */
export function ItemForm({
  mode,
  item,
  currency,
  defaultLowStockThreshold,
  categories,
  suppliers = [],
  onCreateCategory,
  image,
  onImageChange,
  imageError,
  onSubmit,
  failureText,
  onDirtyChange,
  actions,
  notice,
}: ItemFormProps) {
  const { t, i18n } = useLingui();
  const unitsId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: itemFormResolver(i18n, mode, item?.stock),
    defaultValues: itemFormValues(item),
  });
  const dirty = isDirty || image.file !== null || image.remove;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const [name, price, cost, stock, unit] = useWatch({
    control,
    name: ['name', 'price', 'cost', 'stock', 'unit'],
  });
  const symbol = currencySymbol(currency);
  const margin = marginText(i18n, price, cost, currency);

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (err) {
      const message = showServerErrors(err, setError, ITEM_FORM_FIELDS, failureText);
      if (message) setError('root.server', { message });
    }
  });

  const stockHint = (() => {
    if (mode === 'create') return t`What you have now. It is recorded as the opening stock.`;
    const now = item!.stock;
    const typed = stock.trim();
    if (stockChanged({ stock }, now) && /^[+-]?\d+$/.test(typed)) {
      const diff = Number(typed) - now;
      const change = `${diff > 0 ? '+' : ''}${formatCount(diff)}`;
      const from = formatCount(now);
      const to = formatCount(Number(typed));
      return (
        <Trans>
          Saving records an adjustment of{' '}
          <strong className="font-semibold text-foreground">{change}</strong> (from {from} to {to})
          in the stock history.
        </Trans>
      );
    }
    return t`The stock now. Changing it records an adjustment in the stock history; use Adjust stock for a restock.`;
  })();

  const rootError = errors.root?.server?.message;
  // The business default, in the unit the owner typed (the unit is their text, not translated).
  const threshold = `${defaultLowStockThreshold}${unit ? ` ${unit}` : ''}`;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {notice}
      <FormAlert message={rootError} />

      <Field label={t`Name`} error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={ITEM_NAME_MAX_LENGTH}
          placeholder={t`e.g. Coca-Cola 50cl`}
          autoFocus
          {...register('name')}
        />
      </Field>

      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-x-3 gap-y-5 sm:grid-cols-2 sm:gap-x-5">
        <Field label={t`Category`} error={errors.categoryId?.message}>
          <LabelledControl
            render={(labelProps) => (
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <CategoryPicker
                    {...labelProps}
                    categories={categories}
                    value={field.value}
                    onChange={field.onChange}
                    onCreate={onCreateCategory}
                    disabled={isSubmitting}
                  />
                )}
              />
            )}
          />
        </Field>
        <Field
          label={t`Unit`}
          error={errors.unit?.message}
          hint={
            <span className="max-sm:hidden">
              <Trans>How you count it: piece, pack, kg...</Trans>
            </span>
          }
        >
          <Input
            list={unitsId}
            autoComplete="off"
            maxLength={ITEM_UNIT_MAX_LENGTH}
            placeholder={t({ message: 'piece', comment: 'a unit a product is counted in' })}
            {...register('unit')}
          />
        </Field>
        <datalist id={unitsId}>
          {UNIT_SUGGESTIONS.map((u) => {
            const text = typeof u === 'string' ? u : i18n._(u);
            return <option key={text} value={text} />;
          })}
        </datalist>
      </div>

      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5">
        <Field label={t`Selling price`} error={errors.price?.message}>
          <MoneyInput
            symbol={symbol}
            placeholder="0.00"
            {...register('price')}
            trailing={
              <CalculatorButton
                useLabel={t`Use as price`}
                onUse={(value) =>
                  setValue('price', value, { shouldDirty: true, shouldValidate: true })
                }
              />
            }
          />
        </Field>
        <Field label={t`Cost price`} error={errors.cost?.message}>
          <MoneyInput symbol={symbol} placeholder="0.00" {...register('cost')} />
        </Field>
        {margin && (
          <p className="col-span-2 -mt-3 text-sm text-muted-foreground" aria-live="polite">
            {margin}
          </p>
        )}
        <Field
          label={mode === 'create' ? t`Opening stock` : t`Stock`}
          error={errors.stock?.message}
          className="col-span-2 sm:col-span-1"
          hint={stockHint}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            className="tabular-nums"
            {...register('stock')}
          />
        </Field>
        <Field
          label={t`Low-stock alert at`}
          error={errors.lowStockThreshold?.message}
          className="col-span-2 sm:col-span-1"
          hint={t`Warn when stock is at or under this. Empty: the business default (${threshold}).`}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(defaultLowStockThreshold)}
            className="tabular-nums"
            {...register('lowStockThreshold')}
          />
        </Field>
      </div>

      {suppliers.length > 0 && (
        <Field
          label={t`Usual supplier`}
          error={errors.supplierId?.message}
          hint={t`Reorder suggestions put the item on this supplier's order.`}
        >
          <Controller
            control={control}
            name="supplierId"
            render={({ field }) => (
              <Select
                value={field.value || NO_SUPPLIER}
                onValueChange={(v) => field.onChange(v === NO_SUPPLIER ? '' : v)}
                disabled={isSubmitting}
                options={[
                  { value: NO_SUPPLIER, label: t`None` },
                  ...suppliers.map((s) => ({ value: s.id, label: s.name })),
                ]}
              />
            )}
          />
        </Field>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`SKU`} error={errors.sku?.message} hint={t`Your own product code; unique.`}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={ITEM_CODE_MAX_LENGTH}
            {...register('sku')}
          />
        </Field>
        <Field
          label={t`Barcode`}
          error={errors.barcode?.message}
          hint={t`The number under the bars.`}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={ITEM_CODE_MAX_LENGTH}
            {...register('barcode')}
          />
        </Field>
      </div>

      <div className="space-y-1.5">
        <span className="block text-sm font-medium">
          <Trans>Photo</Trans>
        </span>
        <ItemImagePicker
          name={name || t`New item`}
          currentUrl={item?.imageUrl}
          value={image}
          onChange={onImageChange}
          disabled={isSubmitting}
          error={imageError}
        />
      </div>

      <Field label={t`Description`} error={errors.description?.message}>
        <Textarea
          rows={3}
          maxLength={ITEM_DESCRIPTION_MAX_LENGTH}
          placeholder={t`Size, flavour, what customers ask about`}
          {...register('description')}
        />
      </Field>

      <Controller
        control={control}
        name="showInShop"
        render={({ field }) => (
          <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-border p-4">
            <span className="space-y-0.5">
              <span className="block text-sm font-medium">
                <Trans>Show in shop</Trans>
              </span>
              <span className="block text-sm text-muted-foreground">
                <Trans>List it in your public shop catalogue.</Trans>
              </span>
            </span>
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isSubmitting}
              aria-label={t`Show in shop`}
            />
          </label>
        )}
      />

      {actions({ pending: isSubmitting })}
    </form>
  );
}

interface LabelProps {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}

/**
 * <Field> hands its label id to its direct child; a react-hook-form Controller would drop it, so
 * this passes it on to the control the Controller renders (the label then names the picker).
 */
function LabelledControl({
  render,
  ...labelProps
}: LabelProps & { render: (p: LabelProps) => ReactNode }) {
  return <>{render(labelProps)}</>;
}
