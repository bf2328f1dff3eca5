import type { Business } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Search, Send, Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatCount, useMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useCreateTransfer } from '../api/create-transfer.ts';
import { useItemSearch } from '../api/search-items.ts';
import { transferValue, type DraftLine } from '../draft.ts';

interface TransferFormProps {
  business: Business;
  others: Business[];
}

/** Choose the business to send to, the items and their quantities, then confirm. */
export function TransferForm({ business, others }: TransferFormProps) {
  const { t } = useLingui();
  const money = useMoney(business.currency);
  const [toId, setToId] = useState(others.length === 1 ? others[0]!.id : '');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const results = useItemSearch(business.id, deferred);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateTransfer(business.id);
  const target = others.find((b) => b.id === toId);
  const chosen = useMemo(() => new Set(lines.map((l) => l.item.id)), [lines]);
  const found = (results.data ?? []).filter((item) => !chosen.has(item.id));
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const value = transferValue(lines);

  const add = (item: InventoryItem) => setLines((current) => [...current, { item, quantity: 1 }]);
  const setQuantity = (id: string, quantity: number) =>
    setLines((current) =>
      current.map((l) =>
        l.item.id === id ? { ...l, quantity: Math.max(1, Math.floor(quantity) || 1) } : l,
      ),
    );
  const over = lines.filter((l) => l.quantity > l.item.stock);

  const send = async () => {
    try {
      const transfer = await create.mutateAsync({
        toBusinessId: toId,
        lines: lines.map((l) => ({ productId: l.item.id, quantity: l.quantity })),
      });
      const name = transfer.toBusinessName;
      toast.success(t`Stock sent to ${name}.`);
      setLines([]);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not send the stock. Try again.`));
      throw err;
    }
  };

  const toName = target?.name ?? '';
  const unitsText = formatCount(units);
  const valueText = money(value);

  return (
    <section
      className="space-y-4 rounded-2xl border border-border bg-surface p-4"
      aria-label={t`New transfer`}
    >
      <div className="space-y-1.5">
        <label className="text-sm font-medium" htmlFor="transfer-to">
          <Trans>Send to</Trans>
        </label>
        <Select
          id="transfer-to"
          placeholder={t`Choose a business`}
          value={toId}
          onValueChange={setToId}
          options={others.map((b) => ({ value: b.id, label: b.name }))}
        />
      </div>

      <div className="space-y-2">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t`Search items to send`}
            placeholder={t`Search items to send`}
            className="h-11 w-full rounded-lg border border-input bg-surface pl-9 text-base focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm"
          />
        </div>
        {found.length > 0 ? (
          <ul className="max-h-56 divide-y divide-border overflow-y-auto rounded-xl border border-border">
            {found.map((item) => {
              const stock = formatCount(item.stock);
              return (
                <li key={item.id} className="flex items-center gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{item.name}</p>
                    <p className="text-xs text-muted-foreground tabular-nums">
                      <Trans>
                        {stock} in stock · cost {money(item.cost ?? 0)}
                      </Trans>
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={item.stock <= 0}
                    onClick={() => add(item)}
                    aria-label={t`Add ${item.name}`}
                  >
                    <Plus className="size-4" aria-hidden />
                    <Trans>Add</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          deferred &&
          results.isSuccess &&
          results.data.length === 0 && (
            <p className="px-1 text-sm text-muted-foreground">
              <Trans>No items match.</Trans>
            </p>
          )
        )}
      </div>

      {lines.length > 0 && (
        <ul className="space-y-2" aria-label={t`Items to send`}>
          {lines.map(({ item, quantity }) => (
            <li
              key={item.id}
              className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{item.name}</p>
                <p
                  className={
                    quantity > item.stock ? 'text-xs text-danger' : 'text-xs text-muted-foreground'
                  }
                >
                  <Trans>{formatCount(item.stock)} available</Trans>
                </p>
              </div>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-lg border border-input bg-surface disabled:opacity-60"
                aria-label={t`One less ${item.name}`}
                disabled={quantity <= 1}
                onClick={() => setQuantity(item.id, quantity - 1)}
              >
                <Minus className="size-4" aria-hidden />
              </button>
              <input
                inputMode="numeric"
                aria-label={t`Quantity of ${item.name}`}
                className="h-9 w-14 rounded-lg border border-input bg-surface text-center font-semibold tabular-nums"
                value={quantity}
                onChange={(e) =>
                  setQuantity(item.id, Number(e.target.value.replace(/[^0-9]/g, '')))
                }
              />
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-lg border border-input bg-surface disabled:opacity-60"
                aria-label={t`One more ${item.name}`}
                disabled={quantity >= item.stock}
                onClick={() => setQuantity(item.id, quantity + 1)}
              >
                <Plus className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:text-danger"
                aria-label={t`Remove ${item.name}`}
                onClick={() => setLines((current) => current.filter((l) => l.item.id !== item.id))}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <p className="text-sm text-muted-foreground">
          {lines.length === 0 ? (
            <Trans>Add the items to send.</Trans>
          ) : (
            t`${plural(units, { one: `${unitsText} unit`, other: `${unitsText} units` })} · ${valueText} at cost`
          )}
        </p>
        <Button
          disabled={!target || lines.length === 0 || over.length > 0}
          onClick={() => setConfirming(true)}
        >
          <Send className="size-4" aria-hidden />
          <Trans>Send stock</Trans>
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Send this stock to ${toName}?`}
        description={t`${plural(units, { one: `${unitsText} unit worth ${valueText} at cost leaves this business and arrives there at once.`, other: `${unitsText} units worth ${valueText} at cost leave this business and arrive there at once.` })}`}
        confirmLabel={t`Send stock`}
        onConfirm={send}
      />
    </section>
  );
}
