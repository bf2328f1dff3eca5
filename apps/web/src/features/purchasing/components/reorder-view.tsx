import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PackageSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatCount, formatMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useCreatePurchaseOrder, useReorderSuggestions } from '../api/purchase-orders.ts';
import { useSuppliers } from '../api/suppliers.ts';
import { groupBySupplier } from '../reorder-groups.ts';

interface ReorderViewProps {
  businessId: string;
  currency: string;
  onCreated: () => void;
}

const DAY_CHOICES = [7, 14, 30] as const;

/**
 * What to buy: items at their low-stock level or running out within the chosen days. A
 * selection becomes one draft order per supplier (the item's usual one, or the one picked here).
 */
export function ReorderView({ businessId, currency, onCreated }: ReorderViewProps) {
  const { t } = useLingui();
  const [days, setDays] = useState(14);
  const query = useReorderSuggestions(businessId, days);
  const suppliers = useSuppliers(businessId);
  const create = useCreatePurchaseOrder(businessId);
  // What is ticked: the quantity and unit cost to order (the item's last cost, when it has one).
  const [selected, setSelected] = useState<Record<string, { quantity: string; unitCost: string }>>(
    {},
  );
  const [fallback, setFallback] = useState('');
  const suggestions = useMemo(() => query.data ?? [], [query.data]);

  const choices = suggestions
    .filter((s) => selected[s.productId] !== undefined)
    .map((s) => ({
      suggestion: s,
      quantity: Number(selected[s.productId]!.quantity),
      unitCost: selected[s.productId]!.unitCost.trim(),
    }));
  const needsFallback = choices.some((c) => !c.suggestion.supplierId);
  // With one supplier there is nothing to choose.
  const only = suppliers.data?.length === 1 ? suppliers.data[0]!.id : '';
  const chosenFallback = fallback || only;
  const { orders, unassigned } = groupBySupplier(choices, chosenFallback || null);

  const toggle = (productId: string, quantity: number, cost: number) => {
    const next = { ...selected };
    if (next[productId] === undefined) {
      next[productId] = { quantity: String(quantity), unitCost: cost > 0 ? cost.toFixed(2) : '' };
    } else delete next[productId];
    setSelected(next);
  };

  const edit = (productId: string, patch: Partial<{ quantity: string; unitCost: string }>) =>
    setSelected({ ...selected, [productId]: { ...selected[productId]!, ...patch } });
  const missingCost = choices.some((c) => !c.unitCost);

  const handleCreate = async () => {
    try {
      for (const [supplierId, lines] of orders) {
        await create.mutateAsync({
          supplierId,
          lines: lines.map((c) => ({
            productId: c.suggestion.productId,
            quantity: c.quantity,
            unitCost: c.unitCost,
          })),
        });
      }
      const count = orders.size;
      toast.success(
        t`${plural(count, { one: '# draft order created', other: '# draft orders created' })}`,
      );
      setSelected({});
      onCreated();
    } catch (err) {
      toast.error(errorMessage(err, t`The orders could not be created`));
    }
  };

  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t`Running out within`} className="w-40">
          <Select
            value={String(days)}
            onValueChange={(v) => setDays(Number(v))}
            options={DAY_CHOICES.map((d) => ({ value: String(d), label: t`${d} days` }))}
          />
        </Field>
        <p className="pb-2 text-sm text-muted-foreground">
          <Trans>Based on the last 28 days of sales.</Trans>
        </p>
      </div>

      {suggestions.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={t`Nothing to reorder`}
          description={t`No item is at its low-stock level or running out in ${days} days.`}
        />
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
          {suggestions.map((s) => {
            const checked = selected[s.productId] !== undefined;
            const daysLeft = s.daysLeft === null ? null : Math.floor(s.daysLeft);
            return (
              <li key={s.productId} className="flex items-center gap-3 px-4 py-3">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-[var(--primary)]"
                  checked={checked}
                  onChange={() => toggle(s.productId, s.suggestedQuantity, s.cost)}
                  aria-label={t`Reorder ${s.name}`}
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{s.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {daysLeft === null ? (
                      <Trans>
                        {formatCount(s.stock)} in stock · low-stock level {s.lowStockLevel}
                      </Trans>
                    ) : (
                      <Trans>
                        {formatCount(s.stock)} in stock · about {daysLeft} days left
                      </Trans>
                    )}
                  </p>
                </div>
                {checked ? (
                  <div className="flex shrink-0 gap-1.5">
                    <Input
                      className="w-16 text-right"
                      inputMode="numeric"
                      aria-label={t`Quantity to order of ${s.name}`}
                      value={selected[s.productId]!.quantity}
                      onChange={(e) => edit(s.productId, { quantity: e.target.value })}
                    />
                    <Input
                      className="w-24 text-right"
                      inputMode="decimal"
                      placeholder={t`Unit cost`}
                      aria-label={t`Unit cost of ${s.name}`}
                      value={selected[s.productId]!.unitCost}
                      onChange={(e) => edit(s.productId, { unitCost: e.target.value })}
                    />
                  </div>
                ) : (
                  <span className="text-sm text-muted-foreground tabular-nums">
                    <Trans>Buy {s.suggestedQuantity}</Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {choices.length > 0 && (
        <div className="space-y-3 rounded-2xl border border-border bg-surface p-4">
          {needsFallback && (
            <Field
              label={t`Supplier for items without a usual one`}
              hint={unassigned.length > 0 ? t`Choose a supplier for these items` : undefined}
            >
              <Select
                value={chosenFallback}
                onValueChange={setFallback}
                placeholder={t`Choose a supplier`}
                options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              />
            </Field>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              <Plural value={choices.length} one="# item" other="# items" /> ·{' '}
              <Plural value={orders.size} one="# draft order" other="# draft orders" /> ·{' '}
              {formatMoney(
                choices.reduce((sum, c) => sum + c.quantity * (Number(c.unitCost) || 0), 0),
                currency,
              )}
            </p>
            <Button
              onClick={() => void handleCreate()}
              loading={create.isPending}
              disabled={unassigned.length > 0 || orders.size === 0 || missingCost}
            >
              <Trans>Create draft orders</Trans>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
