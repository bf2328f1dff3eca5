import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { marginFromPrices, marginToMarkup, markupToMargin, round } from '../formulas.ts';
import { formatPercent, type ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** Margin and markup from a cost and a price, and a markup turned into a margin and back. */
export function MarginTool({ context }: { context: ToolContext }) {
  const { t } = useLingui();
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
  const percentText = k ?? '';

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          Margin is the profit as a share of the selling price; markup is the profit as a share of
          the cost. Selling at 100 what cost 60 is a 40 % margin but a 66.67 % markup.
        </Trans>
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t`Cost price`}
          prefix={symbol}
          value={cost}
          onChange={setCost}
          min={0}
        />
        <NumberField
          label={t`Selling price`}
          prefix={symbol}
          value={price}
          onChange={setPrice}
          min={0}
        />
      </div>
      <Results
        empty={t`Type a cost and a selling price.`}
        lines={[
          {
            label: t`Profit per unit`,
            value: figures ? formatMoney(round(figures.profit), context.currency) : null,
          },
          {
            label: t`Margin`,
            value:
              figures?.marginPercent != null ? formatPercent(round(figures.marginPercent)) : null,
            main: true,
          },
          {
            label: t`Markup`,
            value:
              figures?.markupPercent != null ? formatPercent(round(figures.markupPercent)) : null,
          },
        ]}
      />
      <div className="space-y-4 border-t border-border pt-6">
        <h3 className="font-medium">
          <Trans>Turn one into the other</Trans>
        </h3>
        <NumberField label={t`Markup or margin`} suffix="%" value={percent} onChange={setPercent} />
        <Results
          empty={t`Type a percentage.`}
          lines={[
            {
              label: t`A markup of ${percentText} % is a margin of`,
              value: asMargin !== null ? formatPercent(round(asMargin)) : null,
            },
            {
              label: t`A margin of ${percentText} % is a markup of`,
              value: asMarkup !== null ? formatPercent(round(asMarkup)) : null,
            },
          ]}
        />
      </div>
    </div>
  );
}
