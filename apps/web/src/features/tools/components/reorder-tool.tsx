import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
  const days = SALES_RATE_DAYS;
  const soldLine = ({ changes, truncated }: { changes: number[]; truncated: boolean }) => {
    const sold = formatCount(-changes.reduce((a, b) => a + b, 0));
    return truncated
      ? t`${sold} sold in the last ${days} days (latest sales only).`
      : t`${sold} sold in the last ${days} days.`;
  };
  const unitsText = (n: number) => {
    const count = formatCount(n);
    return t`${count} units`;
  };

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          Reorder point = average daily sales × lead time (the days your supplier takes) + safety
          stock. When the stock falls to it, order: the new stock arrives just as the shelf empties.
        </Trans>
      </Explanation>
      <Field
        label={t`Product (optional)`}
        hint={
          rate.isFetching
            ? t`Reading its sales…`
            : rate.isError
              ? t`Could not read its sales: type the figures yourself.`
              : rate.data
                ? soldLine(rate.data)
                : t`Fills in its sales of the last ${days} days and its stock.`
        }
      >
        <div>{renderProductPicker({ value: product, onChange: choose })}</div>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label={t`Average sold a day`} value={daily} onChange={setDaily} min={0} />
        <NumberField label={t`Stock now (optional)`} value={stock} onChange={setStock} />
        <NumberField
          label={t`Lead time`}
          suffix={t({ message: 'days', comment: 'a unit after a number of days' })}
          value={lead}
          onChange={setLead}
          min={0}
        />
        <NumberField
          label={t`Safety stock`}
          suffix={t({ message: 'units', comment: 'a unit after a quantity' })}
          value={safety}
          onChange={setSafety}
          min={0}
        />
      </div>
      <Results
        empty={t`Type the daily sales, the lead time and the safety stock.`}
        lines={[
          {
            label: t`Reorder when stock reaches`,
            value: figures ? unitsText(figures.reorderPoint) : null,
            main: true,
          },
          {
            label: t`Days of stock left`,
            value: figures?.daysLeft != null ? formatCount(Math.floor(figures.daysLeft)) : null,
          },
        ]}
      />
      {figures && s !== null && (
        <p>
          {figures.reorderNow ? (
            <Badge variant="warning">
              <Trans>Order now: the stock is at or under the reorder point</Trans>
            </Badge>
          ) : (
            <Badge variant="primary">
              <Trans>No need to order yet</Trans>
            </Badge>
          )}
        </p>
      )}
    </div>
  );
}
