import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { currencySymbol, formatCount, formatMoney } from '#src/lib/format.ts';
import { applyDiscount, bulkPrice, round, type BulkTier } from '../formulas.ts';
import { formatPercent, type ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

const MAX_TIERS = 4;
type TierText = { minQuantity: string; percent: string };

/** A discount on one sale, and bulk pricing: from N units up, X % off every unit. */
export function DiscountTool({ context }: { context: ToolContext }) {
  const symbol = currencySymbol(context.currency);
  const money = (n: number) => formatMoney(round(n), context.currency);
  const [price, setPrice] = useState('');
  const [percent, setPercent] = useState('10');
  const [quantity, setQuantity] = useState('1');
  const [tiers, setTiers] = useState<TierText[]>([
    { minQuantity: '10', percent: '5' },
    { minQuantity: '50', percent: '10' },
  ]);
  const p = toNumber(price);
  const d = toNumber(percent);
  const q = toNumber(quantity);
  const single = p !== null && d !== null && q !== null ? applyDiscount(p, d, q) : null;
  const parsedTiers = tiers
    .map((t) => ({ minQuantity: toNumber(t.minQuantity), percent: toNumber(t.percent) }))
    .filter((t): t is BulkTier => t.minQuantity !== null && t.percent !== null);
  const bulk = p !== null && q !== null ? bulkPrice(p, q, parsedTiers) : null;

  const setTier = (index: number, patch: Partial<TierText>) =>
    setTiers((all) => all.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  return (
    <div className="space-y-6">
      <Explanation>
        A discount of d % takes price × d off each unit. Bulk pricing gives every unit the discount
        of the highest tier the quantity reaches.
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField label="Unit price" prefix={symbol} value={price} onChange={setPrice} min={0} />
        <NumberField label="Discount" suffix="%" value={percent} onChange={setPercent} min={0} />
        <NumberField label="Quantity" value={quantity} onChange={setQuantity} min={0} />
      </div>
      <Results
        empty="Type a unit price."
        lines={[
          {
            label: 'Price per unit after discount',
            value: single ? money(single.unitPrice) : null,
          },
          { label: 'Total', value: single ? money(single.total) : null, main: true },
          { label: 'The customer saves', value: single ? money(single.saved) : null },
        ]}
      />

      <section className="space-y-4 border-t border-border pt-6" aria-label="Bulk pricing">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium">Bulk pricing</h3>
          <Button
            variant="outline"
            size="sm"
            disabled={tiers.length >= MAX_TIERS}
            onClick={() => setTiers((all) => [...all, { minQuantity: '', percent: '' }])}
          >
            <Plus aria-hidden />
            Add a tier
          </Button>
        </div>
        {tiers.map((tier, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
            <NumberField
              label={`Tier ${i + 1}: from units`}
              value={tier.minQuantity}
              onChange={(v) => setTier(i, { minQuantity: v })}
              min={1}
            />
            <NumberField
              label="Discount"
              suffix="%"
              value={tier.percent}
              onChange={(v) => setTier(i, { percent: v })}
              min={0}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove tier ${i + 1}`}
              onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <Results
          empty="Type a unit price and a quantity."
          lines={[
            {
              label: 'Tier reached',
              value: bulk
                ? bulk.tier
                  ? `${formatCount(bulk.tier.minQuantity)}+ units: ${formatPercent(bulk.tier.percent)} off`
                  : 'None: full price'
                : null,
            },
            { label: 'Price per unit', value: bulk ? money(bulk.unitPrice) : null },
            {
              label: `Total for ${q !== null ? formatCount(q) : ''} units`,
              value: bulk ? money(bulk.total) : null,
              main: true,
            },
          ]}
        />
      </section>
    </div>
  );
}
