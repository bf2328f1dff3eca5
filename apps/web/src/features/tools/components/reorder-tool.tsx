import type { ReactNode } from 'react';
import { useState } from 'react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { formatCount } from '#src/lib/format.ts';
import { useSalesRate } from '../api/get-sales-rate.ts';
import { averageDailySales, reorderPoint, round } from '../formulas.ts';
import type { ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

export const SALES_RATE_DAYS = 30;

export interface ProductChoice {
  id: string;
  name: string;
}

/** The product picker is the inventory search the route lends (features do not import each other). */
export type RenderProductPicker = (props: {
  value: ProductChoice | null;
  onChange: (product: ProductChoice | null) => void;
}) => ReactNode;

/**
 * When to reorder: average daily sales x lead time + safety stock. Picking a product fills in
 * its sales rate over the last 30 days and its stock now, from the records.
 */
export function ReorderTool({
  context,
  renderProductPicker,
}: {
  context: ToolContext;
  renderProductPicker: RenderProductPicker;
}) {
  const [product, setProduct] = useState<ProductChoice | null>(null);
  // null: the product's figure from the records; a string: what the owner typed over it.
  const [dailyTyped, setDaily] = useState<string | null>(null);
  const [stockTyped, setStock] = useState<string | null>(null);
  const [lead, setLead] = useState('7');
  const [safety, setSafety] = useState('0');
  const rate = useSalesRate(context.businessId, product?.id ?? null, SALES_RATE_DAYS);

  const records = rate.data;
  const daily =
    dailyTyped ??
    (records ? String(round(averageDailySales(records.changes, records.days), 2)) : '');
  const stock = stockTyped ?? (records ? String(records.stock) : '');
  // Picking a product starts again from its figures.
  const choose = (next: ProductChoice | null) => {
    setProduct(next);
    setDaily(null);
    setStock(null);
  };

  const d = toNumber(daily);
  const s = toNumber(stock);
  const l = toNumber(lead);
  const k = toNumber(safety);
  const figures =
    d !== null && l !== null && k !== null ? reorderPoint(d, l, k, s ?? undefined) : null;

  return (
    <div className="space-y-6">
      <Explanation>
        Reorder point = average daily sales × lead time (the days your supplier takes) + safety
        stock. When the stock falls to it, order: the new stock arrives just as the shelf empties.
      </Explanation>
      <Field
        label="Product (optional)"
        hint={
          rate.isFetching
            ? 'Reading its sales…'
            : rate.isError
              ? 'Could not read its sales: type the figures yourself.'
              : rate.data
                ? `${formatCount(-rate.data.changes.reduce((a, b) => a + b, 0))} sold in the last ${SALES_RATE_DAYS} days${rate.data.truncated ? ' (latest sales only)' : ''}.`
                : `Fills in its sales of the last ${SALES_RATE_DAYS} days and its stock.`
        }
      >
        <div>{renderProductPicker({ value: product, onChange: choose })}</div>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Average sold a day" value={daily} onChange={setDaily} min={0} />
        <NumberField label="Stock now (optional)" value={stock} onChange={setStock} />
        <NumberField label="Lead time" suffix="days" value={lead} onChange={setLead} min={0} />
        <NumberField
          label="Safety stock"
          suffix="units"
          value={safety}
          onChange={setSafety}
          min={0}
        />
      </div>
      <Results
        empty="Type the daily sales, the lead time and the safety stock."
        lines={[
          {
            label: 'Reorder when stock reaches',
            value: figures ? `${formatCount(figures.reorderPoint)} units` : null,
            main: true,
          },
          {
            label: 'Days of stock left',
            value: figures?.daysLeft != null ? formatCount(Math.floor(figures.daysLeft)) : null,
          },
        ]}
      />
      {figures && s !== null && (
        <p>
          {figures.reorderNow ? (
            <Badge variant="warning">Order now: the stock is at or under the reorder point</Badge>
          ) : (
            <Badge variant="primary">No need to order yet</Badge>
          )}
        </p>
      )}
    </div>
  );
}
