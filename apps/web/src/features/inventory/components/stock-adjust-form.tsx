import type { InventoryItem } from '@app/contracts/inventory';
import {
  CreateStockEntryBodySchema,
  MANUAL_STOCK_ENTRY_TYPES,
  STOCK_NOTE_MAX_LENGTH,
  STOCK_QUANTITY_MAX,
} from '@app/contracts/stock';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Minus, Plus } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { ApiError, errorMessage, isSubscriptionError } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { toast } from '#src/lib/toast.ts';
import { useCreateStockEntry } from '../api/create-stock-entry.ts';
import { currencySymbol, formatCount, formatMoney } from '../format.ts';
import { normaliseMoney } from '../item-form-schema.ts';
import { INVENTORY_UI_MESSAGES } from '../messages.ts';
import { validationMessage } from '../validation-messages.ts';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { ItemThumb } from './item-thumb.tsx';
import { MoneyInput } from './money-input.tsx';

type EntryType = (typeof MANUAL_STOCK_ENTRY_TYPES)[number];

const TYPES: Record<
  EntryType,
  { label: MessageDescriptor; hint: MessageDescriptor; sign: 1 | -1 | 0 }
> = {
  restock: {
    label: msg({ message: 'Restock', comment: 'a stock change: goods bought from a supplier' }),
    hint: msg`Goods bought from a supplier. The unit cost updates the average cost.`,
    sign: 1,
  },
  adjustment: {
    label: msg({ message: 'Adjust', comment: 'a stock change: a count correction' }),
    hint: msg`A count correction, up or down.`,
    sign: 0,
  },
  damage: {
    label: msg({ message: 'Damage', comment: 'a stock change: broken, expired or lost goods' }),
    hint: msg`Broken, expired or lost goods: removes stock.`,
    sign: -1,
  },
  return: {
    label: msg({ message: 'Return', comment: 'a stock change: goods brought or sent back' }),
    hint: msg`A customer brought it back (+), or you sent it back to the supplier (−).`,
    sign: 0,
  },
};

/** Steps over 0 (a change of nothing is no change) and keeps the type's sign. */
function step(quantity: number, by: 1 | -1, type: EntryType): number {
  let next = quantity + by;
  if (next === 0) next += by;
  const sign = TYPES[type].sign;
  if (sign === 1 && next < 1) return 1;
  if (sign === -1 && next > -1) return -1;
  return Math.max(-STOCK_QUANTITY_MAX, Math.min(STOCK_QUANTITY_MAX, next));
}

interface StockAdjustFormProps {
  businessId: string;
  item: InventoryItem;
  currency: string;
  allowNegativeStock: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Records one stock change of one product and shows what the stock becomes. */
export function StockAdjustForm({
  businessId,
  item,
  currency,
  allowNegativeStock,
  onDone,
  onCancel,
}: StockAdjustFormProps) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const create = useCreateStockEntry();
  const [type, setType] = useState<EntryType>('restock');
  const [quantityText, setQuantityText] = useState('1');
  const [unitCost, setUnitCost] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const parsedQuantity = /^[+-]?\d+$/.test(quantityText.trim()) ? Number(quantityText) : null;
  const quantity = parsedQuantity ?? 0;
  const after = item.stock + quantity;
  const refusedForStock = !allowNegativeStock && quantity < 0 && after < 0;

  const chooseType = (next: EntryType) => {
    setType(next);
    setErrors({});
    setFailure(null);
    const sign = TYPES[next].sign;
    const magnitude = Math.abs(parsedQuantity || 1);
    if (sign === 1) setQuantityText(String(magnitude));
    if (sign === -1) setQuantityText(String(-magnitude));
  };

  const bump = (by: 1 | -1) => {
    setQuantityText(String(step(parsedQuantity ?? 0, by, type)));
    setErrors((e) => ({ ...e, quantity: '' }));
  };

  const handleQuantityKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      bump(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setFailure(null);
    const cost = normaliseMoney(unitCost);
    const parsed = CreateStockEntryBodySchema.safeParse({
      productId: item.id,
      type,
      quantity: parsedQuantity ?? Number.NaN,
      unitCost: type === 'restock' && cost !== '' ? cost : null,
      note,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        next[String(issue.path[0])] ??= validationMessage(i18n, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const { item: updated } = await create.mutateAsync({ businessId, body: parsed.data });
      const name = updated.name;
      const stock = formatCount(updated.stock);
      const change = `${quantity > 0 ? '+' : ''}${formatCount(quantity)}`;
      const kind = i18n._(TYPES[type].label);
      toast.success(t`${name}: ${stock} in stock now`, {
        description: t`${kind} of ${change} recorded.`,
      });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && isSubscriptionError(err.status, err.body)) return;
      if (err instanceof ApiError && err.errorCode === 'INSUFFICIENT_STOCK') {
        setFailure(err.message);
      } else {
        setFailure(errorMessage(err, i18n._(INVENTORY_UI_MESSAGES.stockFailed)));
      }
    }
  };

  const quantityError = errors.quantity;
  const label = i18n._(TYPES[type].label);
  const costNow = formatMoney(item.cost ?? 0, currency);
  const inStock = formatCount(item.stock);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="flex items-center gap-3">
        <ItemThumb name={item.name} imageUrl={item.imageUrl} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{item.name}</p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              In stock: <span className="tabular-nums">{inStock}</span>
            </Trans>
            {item.unit ? ` ${item.unit}` : ''}
          </p>
        </div>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">
          <Trans comment="the kind of stock change">Type</Trans>
        </legend>
        <div
          role="radiogroup"
          aria-label={t({ message: 'Type', comment: 'the kind of stock change' })}
          className="grid grid-cols-4 gap-1 rounded-xl bg-surface-muted p-1"
        >
          {MANUAL_STOCK_ENTRY_TYPES.map((entryType) => (
            <button
              key={entryType}
              type="button"
              role="radio"
              aria-checked={type === entryType}
              onClick={() => chooseType(entryType)}
              onKeyDown={(e) => {
                const i = MANUAL_STOCK_ENTRY_TYPES.indexOf(entryType);
                const by = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                if (!by) return;
                e.preventDefault();
                const next = MANUAL_STOCK_ENTRY_TYPES[(i + by + 4) % 4]!;
                chooseType(next);
                (e.currentTarget.parentElement?.children[(i + by + 4) % 4] as HTMLElement)?.focus();
              }}
              tabIndex={type === entryType ? 0 : -1}
              className={cn(
                'min-h-9 rounded-lg px-1 py-1 text-sm leading-tight [overflow-wrap:anywhere] font-medium text-muted-foreground transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none',
                type === entryType && 'bg-surface text-foreground shadow-sm',
              )}
            >
              {i18n._(TYPES[entryType].label)}
            </button>
          ))}
        </div>
        <p className="mt-1.5 text-xs text-muted-foreground">{i18n._(TYPES[type].hint)}</p>
      </fieldset>

      <div className="space-y-1.5">
        <label htmlFor={`${ids}-qty`} className="block text-sm font-medium">
          <Trans>Quantity</Trans>
        </label>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            className="size-11 shrink-0"
            aria-label={t`One less`}
            onClick={() => bump(-1)}
            disabled={TYPES[type].sign === 1 && quantity <= 1}
          >
            <Minus aria-hidden />
          </Button>
          <Input
            id={`${ids}-qty`}
            inputMode="numeric"
            autoComplete="off"
            value={quantityText}
            onChange={(e) => {
              setQuantityText(e.target.value.replace(/[^\d+-]/g, ''));
              setErrors((er) => ({ ...er, quantity: '' }));
            }}
            onKeyDown={handleQuantityKey}
            invalid={Boolean(quantityError)}
            aria-describedby={quantityError ? `${ids}-qty-error` : `${ids}-after`}
            className="text-center text-lg font-semibold tabular-nums"
          />
          <Button
            variant="outline"
            size="icon"
            className="size-11 shrink-0"
            aria-label={t`One more`}
            onClick={() => bump(1)}
            disabled={TYPES[type].sign === -1 && quantity >= -1}
          >
            <Plus aria-hidden />
          </Button>
        </div>
        {quantityError ? (
          <p id={`${ids}-qty-error`} role="alert" className="text-sm text-danger">
            {quantityError}
          </p>
        ) : (
          <p
            id={`${ids}-after`}
            aria-live="polite"
            className={cn(
              'flex items-center gap-2 text-sm text-muted-foreground',
              refusedForStock && 'text-danger',
            )}
          >
            <span className="tabular-nums">{formatCount(item.stock)}</span>
            <ArrowRight className="size-3.5" aria-label={t`becomes`} />
            <span>
              <span
                className={cn(
                  'font-semibold tabular-nums',
                  refusedForStock ? 'text-danger' : 'text-foreground',
                )}
              >
                {formatCount(after)}
              </span>
              {item.unit ? ` ${item.unit}` : ''}
            </span>
            {refusedForStock && (
              <span>
                <Trans>· only {inStock} in stock</Trans>
              </span>
            )}
          </p>
        )}
      </div>

      {type === 'restock' && (
        <Field
          label={t`Unit cost (optional)`}
          error={errors.unitCost}
          hint={t`Paid per unit. The cost price becomes the average (now ${costNow}).`}
        >
          <MoneyInput
            symbol={currencySymbol(currency)}
            placeholder={(item.cost ?? 0).toFixed(2)}
            value={unitCost}
            onChange={(e) => setUnitCost(e.target.value)}
          />
        </Field>
      )}

      <Field label={t`Note (optional)`} error={errors.note}>
        <Input
          value={note}
          maxLength={STOCK_NOTE_MAX_LENGTH}
          placeholder={type === 'restock' ? t`Supplier, invoice number...` : t`Why it changed`}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>

      <FormAlert message={failure} />

      <div className="grid grid-cols-2 gap-2 pt-1">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={create.isPending} disabled={refusedForStock}>
          {label} {parsedQuantity ? `${quantity > 0 ? '+' : ''}${formatCount(quantity)}` : ''}
        </Button>
      </div>
    </form>
  );
}
