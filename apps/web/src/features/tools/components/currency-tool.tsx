import { useState } from 'react';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { formatMoney } from '#src/lib/format.ts';
import { convertCurrency, round } from '../formulas.ts';
import type { ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

const CODE = /^[A-Z]{3}$/;

/** Converts at a rate the owner types (no rates are fetched: they change by the minute). */
export function CurrencyTool({ context }: { context: ToolContext }) {
  const [other, setOther] = useState('USD');
  const [rate, setRate] = useState('');
  const [amount, setAmount] = useState('');
  const code = other.trim().toUpperCase();
  const r = toNumber(rate);
  const a = toNumber(amount);
  const validCode = CODE.test(code);
  const toHome = a !== null && r !== null ? convertCurrency(a, r) : null;
  const toOther = a !== null && r !== null && r > 0 ? a / r : null;

  return (
    <div className="space-y-6">
      <Explanation>
        Type today&apos;s rate from your bank or money agent: how many {context.currency} one unit
        of the other currency buys. Nothing is looked up online, so it works offline too.
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Other currency"
          error={other && !validCode ? 'A 3-letter code, like USD' : undefined}
        >
          <Input
            value={other}
            maxLength={3}
            autoCapitalize="characters"
            onChange={(e) => setOther(e.target.value.toUpperCase())}
          />
        </Field>
        <NumberField
          label={`1 ${validCode ? code : '…'} in ${context.currency}`}
          value={rate}
          onChange={setRate}
          min={0}
        />
        <NumberField label="Amount" value={amount} onChange={setAmount} />
      </div>
      <Results
        empty="Type the rate and an amount."
        lines={[
          {
            label: `${amount || '0'} ${validCode ? code : ''} is`,
            value:
              toHome !== null && validCode ? formatMoney(round(toHome), context.currency) : null,
            main: true,
          },
          {
            label: `${amount || '0'} ${context.currency} is`,
            value: toOther !== null && validCode ? formatMoney(round(toOther), code) : null,
          },
        ]}
      />
    </div>
  );
}
