import { useState } from 'react';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { marginFromPrices, marginToMarkup, markupToMargin, round } from '../formulas.ts';
import { formatPercent, type ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** Margin and markup from a cost and a price, and a markup turned into a margin and back. */
export function MarginTool({ context }: { context: ToolContext }) {
  const symbol = currencySymbol(context.currency);
  const [cost, setCost] = useState('');
  const [price, setPrice] = useState('');
  const [percent, setPercent] = useState('');
  const c = toNumber(cost);
  const p = toNumber(price);
  const k = toNumber(percent);
  const figures = c !== null && p !== null ? marginFromPrices(c, p) : null;
  const asMargin = k !== null ? markupToMargin(k) : null;
  const asMarkup = k !== null ? marginToMarkup(k) : null;

  return (
    <div className="space-y-6">
      <Explanation>
        Margin is the profit as a share of the selling price; markup is the profit as a share of the
        cost. Selling at 100 what cost 60 is a 40 % margin but a 66.67 % markup.
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Cost price" prefix={symbol} value={cost} onChange={setCost} min={0} />
        <NumberField
          label="Selling price"
          prefix={symbol}
          value={price}
          onChange={setPrice}
          min={0}
        />
      </div>
      <Results
        empty="Type a cost and a selling price."
        lines={[
          {
            label: 'Profit per unit',
            value: figures ? formatMoney(round(figures.profit), context.currency) : null,
          },
          {
            label: 'Margin',
            value:
              figures?.marginPercent != null ? formatPercent(round(figures.marginPercent)) : null,
            main: true,
          },
          {
            label: 'Markup',
            value:
              figures?.markupPercent != null ? formatPercent(round(figures.markupPercent)) : null,
          },
        ]}
      />
      <div className="space-y-4 border-t border-border pt-6">
        <h3 className="font-medium">Turn one into the other</h3>
        <NumberField label="Markup or margin" suffix="%" value={percent} onChange={setPercent} />
        <Results
          empty="Type a percentage."
          lines={[
            {
              label: `A markup of ${k ?? ''} % is a margin of`,
              value: asMargin !== null ? formatPercent(round(asMargin)) : null,
            },
            {
              label: `A margin of ${k ?? ''} % is a markup of`,
              value: asMarkup !== null ? formatPercent(round(asMarkup)) : null,
            },
          ]}
        />
      </div>
    </div>
  );
}
