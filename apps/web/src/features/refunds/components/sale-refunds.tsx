import type { Sale } from '@app/contracts/sales';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Undo2 } from 'lucide-react';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { REFUND_METHOD_SHORT_LABELS } from '../labels.ts';

/** A sale's refunds under its receipt: when, how, what came back and how much (ADR 071). */
export function SaleRefunds({
  sale,
  currency,
  timezone,
}: {
  sale: Sale;
  currency: string;
  timezone?: string;
}) {
  const { i18n } = useLingui();
  if (sale.refunds.length === 0) return null;
  const total = sale.refunds.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
  const refundedTotal = formatMoney(total, currency);
  const count = sale.refunds.length;
  return (
    <section
      aria-labelledby="sale-refunds"
      className="space-y-2 rounded-2xl border border-border p-4"
    >
      <h3
        id="sale-refunds"
        className="flex items-center justify-between gap-2 text-sm font-semibold"
      >
        <span className="flex items-center gap-2">
          <Undo2 className="size-4 text-primary" aria-hidden />
          <Plural value={count} one="# refund" other="# refunds" />
        </span>
        <span className="tabular-nums" data-testid="sale-refunded-total">
          −{refundedTotal}
        </span>
      </h3>
      <ul className="space-y-2 text-xs">
        {sale.refunds.map((refund) => {
          const method = i18n._(REFUND_METHOD_SHORT_LABELS[refund.method]);
          return (
            <li key={refund.id} className="rounded-lg bg-surface-muted p-2.5">
              <div className="flex justify-between gap-2 font-medium">
                <time dateTime={refund.refundedAt}>
                  {formatDateTime(refund.refundedAt, timezone)}
                </time>
                <span className="tabular-nums">
                  {formatMoney(refund.amount, currency)} · {method}
                </span>
              </div>
              <p className="mt-1 text-muted-foreground">
                {refund.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
              </p>
              <p className="text-muted-foreground">
                {refund.restock ? <Trans>Back in stock</Trans> : <Trans>Not restocked</Trans>}
                {refund.reason ? ` · ${refund.reason}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
