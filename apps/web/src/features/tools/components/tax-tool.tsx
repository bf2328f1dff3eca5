import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Tabs, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { addTax, removeTax, round } from '../formulas.ts';
import { asInput, type ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** VAT or sales tax added to a price, or taken out of a price that includes it. */
export function TaxTool({ context }: { context: ToolContext }) {
  const { t } = useLingui();
  const symbol = currencySymbol(context.currency);
  const taxRate = context.taxRate;
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const [amount, setAmount] = useState('');
  const [rate, setRate] = useState(asInput(context.taxRate));
  const a = toNumber(amount);
  const r = toNumber(rate);
  const figures =
    a !== null && r !== null ? (mode === 'add' ? addTax(a, r) : removeTax(a, r)) : null;
  const money = (n: number) => formatMoney(round(n), context.currency);

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          Adding tax: total = price × (1 + rate). Taking it out of a price that already includes it:
          price = total ÷ (1 + rate), so 16 % out of 1,160 is 160, not 185.60. The rate starts at
          your business&apos;s rate ({taxRate} %), set in Settings.
        </Trans>
      </Explanation>
      <Tabs value={mode} onValueChange={(v) => setMode(v as 'add' | 'remove')}>
        <TabsList aria-label={t`Direction`}>
          <TabsTrigger value="add">
            <Trans>Add tax</Trans>
          </TabsTrigger>
          <TabsTrigger value="remove">
            <Trans>Remove tax</Trans>
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={mode === 'add' ? t`Price without tax` : t`Price including tax`}
          prefix={symbol}
          value={amount}
          onChange={setAmount}
        />
        <NumberField label={t`Tax rate`} suffix="%" value={rate} onChange={setRate} min={0} />
      </div>
      <Results
        empty={t`Type a price.`}
        lines={[
          {
            label: t`Without tax`,
            value: figures ? money(figures.net) : null,
            main: mode === 'remove',
          },
          { label: t`Tax`, value: figures ? money(figures.tax) : null },
          {
            label: t`Including tax`,
            value: figures ? money(figures.gross) : null,
            main: mode === 'add',
          },
        ]}
      />
    </div>
  );
}
