import { Trans, useLingui } from '@lingui/react/macro';
import type { InventoryItem } from '@app/contracts/inventory';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Combobox, type ComboboxItem } from '#src/components/ui/combobox.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import {
  useCreatePurchaseOrder,
  useItemSearch,
  useUpdatePurchaseOrder,
} from '../api/purchase-orders.ts';
import { useSuppliers } from '../api/suppliers.ts';
import { fieldErrorsOf } from '../field-errors.ts';
import { draftTotal, toBodyLines, type DraftLine } from '../draft-lines.ts';

interface OrderEditorProps {
  businessId: string;
  currency: string;
  /** The draft being edited; absent: a new order. */
  order?: PurchaseOrder;
  /** A new order's starting supplier and lines (from the reorder suggestions). */
  initial?: { supplierId: string; lines: DraftLine[] };
  onDone: (order: PurchaseOrder) => void;
  onCancel: () => void;
}

interface ItemRow extends ComboboxItem {
  item: InventoryItem;
}

/**
 * A draft order: its supplier, its lines (an item, a quantity, a unit cost prefilled from the
 * item's last cost) and a note. Saved as a draft; marking it ordered is the detail's step.
 */
export function OrderEditor({
  businessId,
  currency,
  order,
  initial,
  onDone,
  onCancel,
}: OrderEditorProps) {
  const { t } = useLingui();
  const suppliers = useSuppliers(businessId);
  const [supplierId, setSupplierId] = useState(order?.supplierId ?? initial?.supplierId ?? '');
  const [lines, setLines] = useState<DraftLine[]>(
    order?.lines.flatMap((l) =>
      l.productId
        ? [
            {
              productId: l.productId,
              name: l.productName,
              quantity: String(l.quantity),
              unitCost: l.unitCost.toFixed(2),
            },
          ]
        : [],
    ) ??
      initial?.lines ??
      [],
  );
  const [note, setNote] = useState(order?.note ?? '');
  const [query, setQuery] = useState('');
  const items = useItemSearch(businessId, query.trim());
  const create = useCreatePurchaseOrder(businessId);
  const update = useUpdatePurchaseOrder(businessId);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const rows = useCallback(
    () =>
      (items.data ?? []).map((item): ItemRow => ({
        key: item.id,
        label: item.name,
        description: t`In stock: ${item.stock}`,
        detail: formatMoney(item.cost ?? 0, currency),
        selected: lines.some((l) => l.productId === item.id),
        item,
      })),
    [items.data, lines, currency, t],
  );

  const addItem = (item: InventoryItem) => {
    if (lines.some((l) => l.productId === item.id)) return;
    setLines([
      ...lines,
      { productId: item.id, name: item.name, quantity: '1', unitCost: (item.cost ?? 0).toFixed(2) },
    ]);
  };
  const change = (index: number, patch: Partial<DraftLine>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  const total = useMemo(() => draftTotal(lines), [lines]);
  const saving = create.isPending || update.isPending;

  const handleSubmit = async () => {
    setFieldErrors({});
    const body = { supplierId, lines: toBodyLines(lines), note: note.trim() || null };
    try {
      const saved = order
        ? await update.mutateAsync({ id: order.id, body })
        : await create.mutateAsync(body);
      toast.success(order ? t`Order saved` : t`Draft order created`);
      onDone(saved);
    } catch (err) {
      setFieldErrors(fieldErrorsOf(err));
      toast.error(errorMessage(err, t`The order could not be saved`));
    }
  };

  const supplierOptions = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const number = order?.number;

  return (
    <div className="space-y-6">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" onClick={onCancel} aria-label={t`Back`}>
          <ArrowLeft />
        </Button>
        <h2 className="text-xl font-semibold tracking-tight">
          {order ? <Trans>Edit PO #{number}</Trans> : <Trans>New purchase order</Trans>}
        </h2>
      </div>

      <div className="space-y-4 rounded-2xl border border-border bg-surface p-4">
        <Field label={t`Supplier`} error={fieldErrors.supplierId}>
          <Select
            value={supplierId}
            onValueChange={setSupplierId}
            options={supplierOptions}
            placeholder={t`Choose a supplier`}
          />
        </Field>

        <div className="space-y-3">
          <h3 className="text-sm font-medium">
            <Trans>Items</Trans>
          </h3>
          {lines.length === 0 && (
            <p className="text-sm text-muted-foreground">
              <Trans>Add the items you are ordering.</Trans>
            </p>
          )}
          <ul className="space-y-3">
            {lines.map((line, index) => (
              <li
                key={line.productId}
                className="grid grid-cols-[1fr_auto] gap-2 rounded-xl border border-border p-3 sm:grid-cols-[1fr_6rem_8rem_auto] sm:items-end"
              >
                <p className="min-w-0 self-center truncate font-medium">{line.name}</p>
                <div className="col-span-2 grid grid-cols-2 gap-2 sm:contents">
                  <Field label={t`Quantity`} error={fieldErrors[`lines.${index}.quantity`]}>
                    <Input
                      inputMode="numeric"
                      value={line.quantity}
                      onChange={(e) => change(index, { quantity: e.target.value })}
                    />
                  </Field>
                  <Field label={t`Unit cost`} error={fieldErrors[`lines.${index}.unitCost`]}>
                    <Input
                      inputMode="decimal"
                      value={line.unitCost}
                      onChange={(e) => change(index, { unitCost: e.target.value })}
                    />
                  </Field>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto"
                  onClick={() => setLines(lines.filter((_, i) => i !== index))}
                  aria-label={t`Remove ${line.name}`}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
          <Combobox<ItemRow>
            trigger={
              <Button variant="outline" className="w-full sm:w-auto">
                <Plus />
                <Trans>Add item</Trans>
              </Button>
            }
            items={rows}
            onQueryChange={setQuery}
            onChoose={(row) => addItem(row.item)}
            loading={items.isFetching}
            searchLabel={t`Search items`}
            listLabel={t`Items`}
            emptyText={(q) => t`No item matches “${q}”`}
          />
          {fieldErrors.lines && <p className="text-sm text-danger">{fieldErrors.lines}</p>}
        </div>

        <Field label={t`Note for the supplier`}>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} />
        </Field>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold tabular-nums">
          <Trans>Total: {formatMoney(total, currency)}</Trans>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => void handleSubmit()}
            loading={saving}
            disabled={!supplierId || lines.length === 0}
          >
            {order ? <Trans>Save order</Trans> : <Trans>Save draft</Trans>}
          </Button>
        </div>
      </div>
    </div>
  );
}
