import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { currencySymbol, formatCount, formatMoney } from '#src/lib/format.ts';
import { breakEvenUnits, round } from '../formulas.ts';
import { asInput, type ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** Units to sell in a month to cover the fixed costs, from last month's expenses and the stock's margin. */
export function BreakEvenTool({ context }: { context: ToolContext }) {
  const { t } = useLingui();
  const symbol = currencySymbol(context.currency);
  const month = context.lastMonthLabel;
  const money = (n: number) => formatMoney(round(n), context.currency);
  const [fixed, setFixed] = useState(asInput(context.lastMonthExpenses));
  const [margin, setMargin] = useState(asInput(context.averageUnitMargin));
  const f = toNumber(fixed);
  const m = toNumber(margin);
  const units = f !== null && m !== null ? breakEvenUnits(f, m) : null;
  const price = context.averageUnitPrice;
  const lastMonthExpenses =
    context.lastMonthExpenses !== null ? money(context.lastMonthExpenses) : '';
  const averageMargin = context.averageUnitMargin !== null ? money(context.averageUnitMargin) : '';

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          Break-even units = fixed costs ÷ profit per unit, rounded up. Fixed costs start at your
          expenses for {month}; the profit per unit starts at the average of your stock (its value
          at selling price less its value at cost, per unit). Change either to try another month.
        </Trans>
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t`Fixed costs for the month`}
          prefix={symbol}
          value={fixed}
          onChange={setFixed}
          min={0}
          hint={
            context.lastMonthExpenses !== null
              ? t`Your expenses for ${month}: ${lastMonthExpenses}`
              : undefined
          }
        />
        <NumberField
          label={t`Profit per unit sold`}
          prefix={symbol}
          value={margin}
          onChange={setMargin}
          hint={
            context.averageUnitMargin !== null
              ? t`Average over your stock: ${averageMargin}`
              : t`Add cost prices to your products to have this filled in.`
          }
        />
      </div>
      <Results
        empty={
          f !== null && m !== null
            ? t`A unit that earns nothing never covers the costs: the profit per unit must be above 0.`
            : t`Type your fixed costs and the profit per unit.`
        }
        lines={[
          {
            label: t`Units to sell`,
            value: units !== null ? formatCount(units) : null,
            main: true,
          },
          {
            label: t`About, in sales at your average price`,
            value: units !== null && price !== null ? money(units * price) : null,
          },
          {
            label: t`A day, over 30 days`,
            value: units !== null ? formatCount(Math.ceil(units / 30)) : null,
          },
        ]}
      />
    </div>
  );
}
