import { useState } from 'react';
import { Tabs, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { addTax, removeTax, round } from '../formulas.ts';
import { asInput, type ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** VAT or sales tax added to a price, or taken out of a price that includes it. */
export function TaxTool({ context }: { context: ToolContext }) {
  const symbol = currencySymbol(context.currency);
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
        Adding tax: total = price × (1 + rate). Taking it out of a price that already includes it:
        price = total ÷ (1 + rate), so 16 % out of 1,160 is 160, not 185.60. The rate starts at your
        business&apos;s rate ({context.taxRate} %), set in Settings.
      </Explanation>
      <Tabs value={mode} onValueChange={(v) => setMode(v as 'add' | 'remove')}>
        <TabsList aria-label="Direction">
          <TabsTrigger value="add">Add tax</TabsTrigger>
          <TabsTrigger value="remove">Remove tax</TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={mode === 'add' ? 'Price without tax' : 'Price including tax'}
          prefix={symbol}
          value={amount}
          onChange={setAmount}
        />
        <NumberField label="Tax rate" suffix="%" value={rate} onChange={setRate} min={0} />
      </div>
      <Results
        empty="Type a price."
        lines={[
          {
            label: 'Without tax',
            value: figures ? money(figures.net) : null,
            main: mode === 'remove',
          },
          { label: 'Tax', value: figures ? money(figures.tax) : null },
          {
            label: 'Including tax',
            value: figures ? money(figures.gross) : null,
            main: mode === 'add',
          },
        ]}
      />
    </div>
  );
}
