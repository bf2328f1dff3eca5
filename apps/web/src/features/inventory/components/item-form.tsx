import {
  ITEM_CODE_MAX_LENGTH,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  ITEM_UNIT_MAX_LENGTH,
  parseMoney,
  type InventoryItem,
} from '@app/contracts/inventory';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
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
import { FormAlert } from './form-alert.tsx';
import { ItemImagePicker, type ImageChange } from './item-image-picker.tsx';
import { CalculatorButton } from '#src/components/calculator/calculator-button.tsx';
import { MoneyInput } from './money-input.tsx';

const UNIT_SUGGESTIONS = [
  'piece',
  'pack',
  'bottle',
  'can',
  'carton',
  'bag',
  'box',
  'kg',
  'g',
  'litre',
  'ml',
  'dozen',
  'pair',
  'set',
];

interface ItemFormProps {
  mode: ItemFormMode;
  item?: InventoryItem;
  currency: string;
  /** The business's low-stock threshold, used when the item has none of its own. */
  defaultLowStockThreshold: number;
  categories: CategoryOption[];
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

function marginText(price: string, cost: string, currency: string): string | null {
  const p = parseMoney(normaliseMoney(price));
  const c = parseMoney(normaliseMoney(cost));
  if (!p.ok || !c.ok) return null;
  const priceValue = Number(p.value);
  const costValue = Number(c.value);
  if (priceValue <= 0 || costValue <= 0) return null;
  const margin = priceValue - costValue;
  const percent = (margin / priceValue) * 100;
  return `${margin < 0 ? 'Loss' : 'Profit'} per unit: ${formatMoney(Math.abs(margin), currency)} (${Math.abs(percent).toFixed(1)}%)`;
}

/** Everything about one product: what it is, what it costs and sells for, how much is in stock. */
export function ItemForm({
  mode,
  item,
  currency,
  defaultLowStockThreshold,
  categories,
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
  const unitsId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: itemFormResolver(mode, item?.stock),
    defaultValues: itemFormValues(item),
  });
  const dirty = isDirty || image.file !== null || image.remove;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const [name, price, cost, stock, unit] = useWatch({
    control,
    name: ['name', 'price', 'cost', 'stock', 'unit'],
  });
  const symbol = currencySymbol(currency);
  const margin = marginText(price, cost, currency);

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (err) {
      const message = showServerErrors(err, setError, ITEM_FORM_FIELDS, failureText);
      if (message) setError('root.server', { message });
    }
  });

  const stockHint = (() => {
    if (mode === 'create') return 'What you have now. It is recorded as the opening stock.';
    const now = item!.stock;
    const typed = stock.trim();
    if (stockChanged({ stock }, now) && /^[+-]?\d+$/.test(typed)) {
      const diff = Number(typed) - now;
      return (
        <>
          Saving records an adjustment of{' '}
          <strong className="font-semibold text-foreground">
            {diff > 0 ? '+' : ''}
            {formatCount(diff)}
          </strong>{' '}
          (from {formatCount(now)} to {formatCount(Number(typed))}) in the stock history.
        </>
      );
    }
    return 'The stock now. Changing it records an adjustment in the stock history; use Adjust stock for a restock.';
  })();

  const rootError = errors.root?.server?.message;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {notice}
      <FormAlert message={rootError} />

      <Field label="Name" error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={ITEM_NAME_MAX_LENGTH}
          placeholder="e.g. Coca-Cola 50cl"
          autoFocus
          {...register('name')}
        />
      </Field>

      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-x-3 gap-y-5 sm:grid-cols-2 sm:gap-x-5">
        <Field label="Category" error={errors.categoryId?.message}>
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
          label="Unit"
          error={errors.unit?.message}
          hint={<span className="max-sm:hidden">How you count it: piece, pack, kg...</span>}
        >
          <Input
            list={unitsId}
            autoComplete="off"
            maxLength={ITEM_UNIT_MAX_LENGTH}
            placeholder="piece"
            {...register('unit')}
          />
        </Field>
        <datalist id={unitsId}>
          {UNIT_SUGGESTIONS.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
      </div>

      <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5">
        <Field label="Selling price" error={errors.price?.message}>
          <MoneyInput
            symbol={symbol}
            placeholder="0.00"
            {...register('price')}
            trailing={
              <CalculatorButton
                useLabel="Use as price"
                onUse={(value) =>
                  setValue('price', value, { shouldDirty: true, shouldValidate: true })
                }
              />
            }
          />
        </Field>
        <Field label="Cost price" error={errors.cost?.message}>
          <MoneyInput symbol={symbol} placeholder="0.00" {...register('cost')} />
        </Field>
        {margin && (
          <p className="col-span-2 -mt-3 text-sm text-muted-foreground" aria-live="polite">
            {margin}
          </p>
        )}
        <Field
          label={mode === 'create' ? 'Opening stock' : 'Stock'}
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
          label="Low-stock alert at"
          error={errors.lowStockThreshold?.message}
          className="col-span-2 sm:col-span-1"
          hint={`Warn when stock is at or under this. Empty: the business default (${defaultLowStockThreshold}${unit ? ` ${unit}` : ''}).`}
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

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="SKU" error={errors.sku?.message} hint="Your own product code; unique.">
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={ITEM_CODE_MAX_LENGTH}
            {...register('sku')}
          />
        </Field>
        <Field label="Barcode" error={errors.barcode?.message} hint="The number under the bars.">
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
        <span className="block text-sm font-medium">Photo</span>
        <ItemImagePicker
          name={name || 'New item'}
          currentUrl={item?.imageUrl}
          value={image}
          onChange={onImageChange}
          disabled={isSubmitting}
          error={imageError}
        />
      </div>

      <Field label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          maxLength={ITEM_DESCRIPTION_MAX_LENGTH}
          placeholder="Size, flavour, what customers ask about"
          {...register('description')}
        />
      </Field>

      <Controller
        control={control}
        name="showInShop"
        render={({ field }) => (
          <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-border p-4">
            <span className="space-y-0.5">
              <span className="block text-sm font-medium">Show in shop</span>
              <span className="block text-sm text-muted-foreground">
                List it in your public shop catalogue.
              </span>
            </span>
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isSubmitting}
              aria-label="Show in shop"
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
