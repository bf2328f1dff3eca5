import { useState } from 'react';
import { Tabs, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { priceForMargin, priceForMarkup, round } from '../formulas.ts';
import type { ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** The selling price that reaches a target margin (or markup) on a cost, with and without tax. */
export function SellingPriceTool({ context }: { context: ToolContext }) {
  const symbol = currencySymbol(context.currency);
  const [mode, setMode] = useState<'margin' | 'markup'>('margin');
  const [cost, setCost] = useState('');
  const [target, setTarget] = useState('30');
  const c = toNumber(cost);
  const t = toNumber(target);
  const price =
    c !== null && t !== null
      ? mode === 'margin'
        ? priceForMargin(c, t)
        : priceForMarkup(c, t)
      : null;
  const money = (n: number) => formatMoney(round(n), context.currency);

  return (
    <div className="space-y-6">
      <Explanation>
        For a margin m the price is cost ÷ (1 − m); for a markup k it is cost × (1 + k). A margin of
        100 % or more cannot be reached: the price would have to be infinite.
      </Explanation>
      <Tabs value={mode} onValueChange={(v) => setMode(v as 'margin' | 'markup')}>
        <TabsList aria-label="Target">
          <TabsTrigger value="margin">Target margin</TabsTrigger>
          <TabsTrigger value="markup">Target markup</TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Cost price" prefix={symbol} value={cost} onChange={setCost} min={0} />
        <NumberField
          label={mode === 'margin' ? 'Target margin' : 'Target markup'}
          suffix="%"
          value={target}
          onChange={setTarget}
        />
      </div>
      <Results
        empty={
          c !== null && t !== null
            ? 'That margin cannot be reached: choose less than 100 %.'
            : 'Type the cost and the margin you want.'
        }
        lines={[
          { label: 'Selling price', value: price !== null ? money(price) : null, main: true },
          {
            label: 'Profit per unit',
            value: price !== null && c !== null ? money(price - c) : null,
          },
          {
            label: `With ${context.taxRate} % tax`,
            value:
              price !== null && context.taxRate > 0
                ? money(price * (1 + context.taxRate / 100))
                : null,
          },
        ]}
      />
    </div>
  );
}
