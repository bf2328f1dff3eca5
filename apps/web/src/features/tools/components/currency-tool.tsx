import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [other, setOther] = useState('USD');
  const currency = context.currency;
  const [rate, setRate] = useState('');
  const [amount, setAmount] = useState('');
  const code = other.trim().toUpperCase();
  const r = toNumber(rate);
  const a = toNumber(amount);
  const validCode = CODE.test(code);
  const toHome = a !== null && r !== null ? convertCurrency(a, r) : null;
  const toOther = a !== null && r !== null && r > 0 ? a / r : null;
  const shownCode = validCode ? code : '…';
  const otherCode = validCode ? code : '';
  const amountText = amount || '0';

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          Type today&apos;s rate from your bank or money agent: how many {currency} one unit of the
          other currency buys. Nothing is looked up online, so it works offline too.
        </Trans>
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t`Other currency`}
          error={other && !validCode ? t`A 3-letter code, like USD` : undefined}
        >
          <Input
            value={other}
            maxLength={3}
            autoCapitalize="characters"
            onChange={(e) => setOther(e.target.value.toUpperCase())}
          />
        </Field>
        <NumberField
          label={t`1 ${shownCode} in ${currency}`}
          value={rate}
          onChange={setRate}
          min={0}
        />
        <NumberField label={t`Amount`} value={amount} onChange={setAmount} />
      </div>
      <Results
        empty={t`Type the rate and an amount.`}
        lines={[
          {
            label: t`${amountText} ${otherCode} is`,
            value:
              toHome !== null && validCode ? formatMoney(round(toHome), context.currency) : null,
            main: true,
          },
          {
            label: t`${amountText} ${currency} is`,
            value: toOther !== null && validCode ? formatMoney(round(toOther), code) : null,
          },
        ]}
      />
    </div>
  );
}
