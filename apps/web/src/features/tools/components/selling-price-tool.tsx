import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Tabs, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { priceForMargin, priceForMarkup, round } from '../formulas.ts';
import type { ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** The selling price that reaches a target margin (or markup) on a cost, with and without tax. */
export function SellingPriceTool({ context }: { context: ToolContext }) {
  const { t } = useLingui();
  const symbol = currencySymbol(context.currency);
  const [mode, setMode] = useState<'margin' | 'markup'>('margin');
  const [cost, setCost] = useState('');
  const [target, setTarget] = useState('30');
  const c = toNumber(cost);
  const wanted = toNumber(target);
  const price =
    c !== null && wanted !== null
      ? mode === 'margin'
        ? priceForMargin(c, wanted)
        : priceForMarkup(c, wanted)
      : null;
  const money = (n: number) => formatMoney(round(n), context.currency);
  const taxRate = context.taxRate;

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          For a margin m the price is cost ÷ (1 − m); for a markup k it is cost × (1 + k). A margin
          of 100 % or more cannot be reached: the price would have to be infinite.
        </Trans>
      </Explanation>
      <Tabs value={mode} onValueChange={(v) => setMode(v as 'margin' | 'markup')}>
        <TabsList aria-label={t`Target`}>
          <TabsTrigger value="margin">
            <Trans>Target margin</Trans>
          </TabsTrigger>
          <TabsTrigger value="markup">
            <Trans>Target markup</Trans>
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t`Cost price`}
          prefix={symbol}
          value={cost}
          onChange={setCost}
          min={0}
        />
        <NumberField
          label={mode === 'margin' ? t`Target margin` : t`Target markup`}
          suffix="%"
          value={target}
          onChange={setTarget}
        />
      </div>
      <Results
        empty={
          c !== null && wanted !== null
            ? t`That margin cannot be reached: choose less than 100 %.`
            : t`Type the cost and the margin you want.`
        }
        lines={[
          { label: t`Selling price`, value: price !== null ? money(price) : null, main: true },
          {
            label: t`Profit per unit`,
            value: price !== null && c !== null ? money(price - c) : null,
          },
          {
            label: t`With ${taxRate} % tax`,
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
