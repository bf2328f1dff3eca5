import { Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
    .map((tier) => ({ minQuantity: toNumber(tier.minQuantity), percent: toNumber(tier.percent) }))
    .filter((tier): tier is BulkTier => tier.minQuantity !== null && tier.percent !== null);
  const bulk = p !== null && q !== null ? bulkPrice(p, q, parsedTiers) : null;
  const quantityText = q !== null ? formatCount(q) : '';
  const tierReached = (tier: BulkTier) => {
    const from = formatCount(tier.minQuantity);
    const off = formatPercent(tier.percent);
    return t`${from}+ units: ${off} off`;
  };

  const setTier = (index: number, patch: Partial<TierText>) =>
    setTiers((all) => all.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          A discount of d % takes price × d off each unit. Bulk pricing gives every unit the
          discount of the highest tier the quantity reaches.
        </Trans>
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          label={t`Unit price`}
          prefix={symbol}
          value={price}
          onChange={setPrice}
          min={0}
        />
        <NumberField label={t`Discount`} suffix="%" value={percent} onChange={setPercent} min={0} />
        <NumberField label={t`Quantity`} value={quantity} onChange={setQuantity} min={0} />
      </div>
      <Results
        empty={t`Type a unit price.`}
        lines={[
          {
            label: t`Price per unit after discount`,
            value: single ? money(single.unitPrice) : null,
          },
          { label: t`Total`, value: single ? money(single.total) : null, main: true },
          { label: t`The customer saves`, value: single ? money(single.saved) : null },
        ]}
      />

      <section className="space-y-4 border-t border-border pt-6" aria-label={t`Bulk pricing`}>
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium">
            <Trans>Bulk pricing</Trans>
          </h3>
          <Button
            variant="outline"
            size="sm"
            disabled={tiers.length >= MAX_TIERS}
            onClick={() => setTiers((all) => [...all, { minQuantity: '', percent: '' }])}
          >
            <Plus aria-hidden />
            <Trans>Add a tier</Trans>
          </Button>
        </div>
        {tiers.map((tier, i) => {
          const tierNumber = i + 1;
          return (
            <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
              <NumberField
                label={t`Tier ${tierNumber}: from units`}
                value={tier.minQuantity}
                onChange={(v) => setTier(i, { minQuantity: v })}
                min={1}
              />
              <NumberField
                label={t`Discount`}
                suffix="%"
                value={tier.percent}
                onChange={(v) => setTier(i, { percent: v })}
                min={0}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove tier ${tierNumber}`}
                onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        <Results
          empty={t`Type a unit price and a quantity.`}
          lines={[
            {
              label: t`Tier reached`,
              value: bulk ? (bulk.tier ? tierReached(bulk.tier) : t`None: full price`) : null,
            },
            { label: t`Price per unit`, value: bulk ? money(bulk.unitPrice) : null },
            {
              label: t`Total for ${quantityText} units`,
              value: bulk ? money(bulk.total) : null,
              main: true,
            },
          ]}
        />
      </section>
    </div>
  );
}
