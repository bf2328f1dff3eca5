import type { Receipt } from '@app/contracts/receipts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../format.ts';

export interface ReceiptLine {
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  lineTotal: number;
}

/** The lines and totals as printed on the receipt. */
export function ReceiptLines({
  items,
  currency,
  totals,
}: {
  items: ReceiptLine[];
  currency: string;
  totals: { subtotal: number; discount: number; tax: number; total: number };
}) {
  const { t } = useLingui();
  const money = (n: number) => formatMoney(n, currency);
  return (
    <div className="text-sm">
      <ul className="divide-y divide-dashed divide-border">
        {items.map((item, i) => {
          const discount = money(item.discount);
          return (
            <li key={i} className="flex items-start justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <span className="block font-medium break-words">{item.name}</span>
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {item.quantity} × {money(item.unitPrice)}
                  {item.discount > 0 && (
                    <>
                      {' · '}
                      <Trans comment="a discount on a receipt line">−{discount} off</Trans>
                    </>
                  )}
                </span>
              </span>
              <span className="shrink-0 font-medium tabular-nums">{money(item.lineTotal)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-border pt-3">
        {(totals.discount > 0 || totals.tax > 0) && (
          <Row label={t`Subtotal`} value={money(totals.subtotal)} />
        )}
        {totals.discount > 0 && <Row label={t`Discount`} value={`−${money(totals.discount)}`} />}
        {totals.tax > 0 && <Row label={t`Tax`} value={money(totals.tax)} />}
        <div className="flex items-baseline justify-between pt-1 text-base font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums">{money(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-muted-foreground">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The answer for a genuine receipt: who issued it, which one, when, and what it says. */
export function GenuineReceiptCard({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const businessName = receipt.businessName;
  return (
    <ResultCard tone="valid" title={t`Genuine receipt`} subtitle={t`Issued by ${businessName}`}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Receipt number</Trans>
          </dt>
          <dd className="font-semibold">#{receipt.receiptNumber}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Date</Trans>
          </dt>
          <dd className="font-semibold">{formatDateTime(receipt.soldAt)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <ReceiptLines items={receipt.items} currency={receipt.currency} totals={receipt} />
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        <Trans>
          This is what {businessName} recorded for this sale. If the paper receipt shows different
          items or amounts, it has been changed.
        </Trans>
      </p>
    </ResultCard>
  );
}

/** The answer for anything else, without guessing why. */
export function UnverifiedReceiptCard({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <ResultCard
      tone="invalid"
      title={t`We couldn't verify this receipt`}
      subtitle={t`The code does not match a receipt issued through ShopBook.`}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>
          <Trans>Check that every character of the code was typed correctly.</Trans>
        </li>
        <li>
          <Trans>The sale may have been cancelled by the shop.</Trans>
        </li>
        <li>
          <Trans>If the receipt looks altered, ask the shop to confirm the sale.</Trans>
        </li>
      </ul>
      {children}
    </ResultCard>
  );
}

export function ResultCard({
  tone,
  title,
  subtitle,
  children,
}: {
  tone: 'valid' | 'invalid';
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const valid = tone === 'valid';
  const Icon = valid ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-live="polite"
      className={`overflow-hidden rounded-2xl border bg-surface shadow-sm ${valid ? 'border-primary/30' : 'border-danger/30'}`}
    >
      <header
        className={`flex items-center gap-3 px-5 py-4 ${valid ? 'bg-primary-soft' : 'bg-danger-soft'}`}
      >
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${valid ? 'bg-primary text-primary-foreground' : 'bg-danger text-white'}`}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2
            className={`text-lg font-semibold break-words ${valid ? 'text-primary' : 'text-danger'}`}
          >
            {title}
          </h2>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </header>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}
