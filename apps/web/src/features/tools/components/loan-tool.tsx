import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { currencySymbol, formatMoney } from '#src/lib/format.ts';
import { loanRepayment, round } from '../formulas.ts';
import type { ToolContext } from '../tool-context.ts';
import { Explanation, NumberField, Results, toNumber } from './tool-parts.tsx';

/** Equal monthly repayments of a loan or supplier credit. */
export function LoanTool({ context }: { context: ToolContext }) {
  const { t } = useLingui();
  const symbol = currencySymbol(context.currency);
  const money = (n: number) => formatMoney(round(n), context.currency);
  const [amount, setAmount] = useState('');
  const [rate, setRate] = useState('');
  const [months, setMonths] = useState('12');
  const a = toNumber(amount);
  const r = toNumber(rate);
  const n = toNumber(months);
  const figures = a !== null && r !== null && n !== null ? loanRepayment(a, r, n) : null;

  return (
    <div className="space-y-6">
      <Explanation>
        <Trans>
          Each monthly repayment is P × r ÷ (1 − (1 + r)^−n), with P the amount, r the yearly rate ÷
          12 and n the number of months: the usual reducing-balance loan. Check the lender&apos;s
          fees too; they are not in here.
        </Trans>
      </Explanation>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          label={t`Amount borrowed`}
          prefix={symbol}
          value={amount}
          onChange={setAmount}
          min={0}
        />
        <NumberField
          label={t`Interest a year`}
          suffix="%"
          value={rate}
          onChange={setRate}
          min={0}
        />
        <NumberField label={t`Months to repay`} value={months} onChange={setMonths} min={1} />
      </div>
      <Results
        empty={
          a !== null && r !== null && n !== null
            ? t`The number of months must be a whole number of at least 1.`
            : t`Type the amount, the yearly rate and the months.`
        }
        lines={[
          { label: t`Each month`, value: figures ? money(figures.payment) : null, main: true },
          { label: t`Paid back in all`, value: figures ? money(figures.totalPaid) : null },
          { label: t`Of which interest`, value: figures ? money(figures.totalInterest) : null },
        ]}
      />
    </div>
  );
}
