import type { Business } from '@app/contracts/businesses';
import type { PaymentWithSuggestions } from '@app/contracts/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime, formatMoney } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useMatchPayment, usePayments } from '../api/payments.ts';

export interface PickedCustomer {
  id: string;
  name: string;
}

interface PaymentsPageProps {
  business: Business;
  /** A customer picker (the sales feature's), composed by src/app. */
  customerPicker: (props: {
    value: PickedCustomer | null;
    onChange: (customer: PickedCustomer | null) => void;
  }) => ReactNode;
}

/**
 * /payments/{businessId} (ADR 077): money paid straight to the till or paybill (M-Pesa C2B),
 * not yet matched, and payments the till asked for that were confirmed after nobody waited any
 * more (the sweep, a late callback). Each is matched to a sale (exact matches are suggested:
 * same amount, a recent mobile-money sale unconfirmed), to a customer's credit (a payment on
 * their balance) or dismissed.
 */
export function PaymentsPage({ business, customerPicker }: PaymentsPageProps) {
  const { t } = useLingui();
  const payments = usePayments(business.id, 'unmatched');
  const unused = usePayments(business.id, 'paid', true);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t`Payments`}
        description={t`M-Pesa payments made straight to your till or paybill, to match to a sale or to a customer's credit.`}
      />
      {(unused.data ?? []).length > 0 && (
        <section className="mb-8 space-y-3" aria-labelledby="paid-unused-title">
          <h2 id="paid-unused-title" className="font-semibold">
            <Trans>Paid, not on a sale</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Confirmed after the till stopped waiting. Attach each to the sale it paid, or to a
              customer's credit.
            </Trans>
          </p>
          <PaymentCards
            business={business}
            payments={unused.data!}
            customerPicker={customerPicker}
          />
        </section>
      )}
      {payments.isLoading ? (
        <div className="space-y-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : payments.isError ? (
        <EmptyState
          icon={Smartphone}
          title={t`Could not load the payments`}
          description={errorMessage(payments.error, t`Check your connection and try again.`)}
          action={
            <Button variant="outline" onClick={() => void payments.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (payments.data ?? []).length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t`No unmatched payments`}
          description={t`Payments to your till or paybill show here as they arrive.`}
        />
      ) : (
        <PaymentCards
          business={business}
          payments={payments.data!}
          customerPicker={customerPicker}
        />
      )}
    </div>
  );
}

function PaymentCards({
  payments,
  ...rest
}: Omit<Parameters<typeof PaymentCard>[0], 'payment'> & { payments: PaymentWithSuggestions[] }) {
  return (
    <ul className="space-y-3">
      {payments.map((payment) => (
        <PaymentCard key={payment.id} payment={payment} {...rest} />
      ))}
    </ul>
  );
}

function PaymentCard({
  business,
  payment,
  customerPicker,
}: {
  business: Business;
  payment: PaymentWithSuggestions;
  customerPicker: PaymentsPageProps['customerPicker'];
}) {
  const { t } = useLingui();
  const match = useMatchPayment(business.id);
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const amount = formatMoney(payment.amount, payment.currency);
  const when = formatDateTime(payment.paidAt ?? payment.createdAt);
  const payer = payment.payerName ?? t`Unknown payer`;

  // The promise, not mutate's callbacks: a matched payment leaves the list when it is read again,
  // which unmounts this card, and TanStack Query drops the callbacks of an unmounted observer
  // (the toast then went missing whenever the refetch won the race).
  const send = (body: Parameters<typeof match.mutate>[0]['body'], done: string) =>
    match.mutateAsync({ id: payment.id, body }).then(
      () => toast.success(done),
      (err: unknown) => toast.error(errorMessage(err, t`Could not match the payment.`)),
    );

  return (
    <li
      className="space-y-3 rounded-2xl border border-border bg-surface p-4"
      data-testid={payment.status === 'paid' ? 'paid-unused-payment' : 'unmatched-payment'}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{payer}</p>
          <p className="text-sm text-muted-foreground">
            {payment.phone ? `${payment.phone} · ` : ''}
            {when}
          </p>
          <p className="text-xs text-muted-foreground">
            {payment.provider === 'paystack' ? (
              <Trans>Paystack reference {payment.receipt}</Trans>
            ) : payment.receipt ? (
              <Trans>M-Pesa receipt {payment.receipt}</Trans>
            ) : (
              <Trans>Confirmed by M-Pesa</Trans>
            )}
          </p>
        </div>
        <p className="shrink-0 text-lg font-semibold tabular-nums">{amount}</p>
      </div>

      {payment.suggestions.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium">
            <Trans>Likely sales</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            {payment.suggestions.map((s) => (
              <Button
                key={s.saleId}
                variant="outline"
                size="sm"
                loading={match.isPending}
                onClick={() =>
                  send({ saleId: s.saleId }, t`Matched to receipt #${s.receiptNumber}`)
                }
              >
                <Trans>Match to receipt #{s.receiptNumber}</Trans>
              </Button>
            ))}
          </div>
        </div>
      )}

      <div className="space-y-2 border-t border-border pt-3">
        <p className="text-sm font-medium">
          {payment.suggestions.length > 0 ? (
            <Trans>Or to a customer's credit</Trans>
          ) : (
            <Trans>To a customer's credit</Trans>
          )}
        </p>
        {customerPicker({ value: customer, onChange: setCustomer })}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!customer}
            loading={match.isPending}
            onClick={() =>
              customer &&
              send({ customerId: customer.id }, t`Recorded as ${customer.name}'s payment`)
            }
          >
            <Trans>Match to customer credit</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={match.isPending}
            onClick={() => send({ dismiss: true }, t`Payment dismissed`)}
          >
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
}
