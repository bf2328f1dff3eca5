import { Trans, useLingui } from '@lingui/react/macro';
import type { Customer } from '@app/contracts/customers';
import { ChevronRight } from 'lucide-react';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatRelative, useMoney } from '../format.ts';
import { CustomerAvatar } from './customer-avatar.tsx';

interface CustomerListProps {
  customers: Customer[];
  currency: string;
  onOpen: (customer: Customer) => void;
}

/** One row per customer: who, how to reach them, what they spent, when, and what they owe. */
export function CustomerList({ customers, currency, onOpen }: CustomerListProps) {
  const money = useMoney(currency);
  const { t } = useLingui();
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface">
      <div
        className="hidden grid-cols-[minmax(0,1fr)_9rem_9rem_8rem_1.25rem] gap-4 border-b border-border bg-surface-muted/60 px-4 py-2.5 text-xs font-medium text-muted-foreground md:grid"
        aria-hidden
      >
        <span>
          <Trans>Customer</Trans>
        </span>
        <span className="text-right">
          <Trans>Total spent</Trans>
        </span>
        <span>
          <Trans>Last purchase</Trans>
        </span>
        <span className="text-right">
          <Trans comment="what the customer still owes">Balance</Trans>
        </span>
        <span />
      </div>
      <ul className="divide-y divide-border">
        {customers.map((customer) => {
          const owed = money(customer.balance);
          return (
            <li key={customer.id}>
              <button
                type="button"
                onClick={() => onOpen(customer)}
                className="grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-muted/70 focus-visible:bg-surface-muted focus-visible:outline-none md:grid-cols-[minmax(0,1fr)_9rem_9rem_8rem_1.25rem] md:gap-4"
              >
                <span className="contents md:flex md:min-w-0 md:items-center md:gap-3">
                  <CustomerAvatar name={customer.name} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{customer.name}</span>
                    <span className="block truncate text-sm text-muted-foreground">
                      {customer.phone || customer.email || t`No contact details`}
                    </span>
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1 md:hidden">
                  <span className="text-sm font-medium tabular-nums">
                    {money(customer.totalSpent)}
                  </span>
                  {customer.balance > 0 ? (
                    <Badge variant="warning" className="tabular-nums">
                      <Trans>Owes {owed}</Trans>
                    </Badge>
                  ) : (
                    <span className="text-xs text-muted-foreground">
                      {customer.lastPurchaseAt
                        ? formatRelative(customer.lastPurchaseAt)
                        : t`No purchases`}
                    </span>
                  )}
                </span>
                <span className="hidden text-right text-sm font-medium tabular-nums md:block">
                  {money(customer.totalSpent)}
                </span>
                <span className="hidden text-sm text-muted-foreground md:block">
                  {customer.lastPurchaseAt ? formatRelative(customer.lastPurchaseAt) : '—'}
                </span>
                <span className="hidden justify-end md:flex">
                  {customer.balance > 0 ? (
                    <Badge variant="warning" className="tabular-nums">
                      {money(customer.balance)}
                    </Badge>
                  ) : (
                    <span className="text-sm text-muted-foreground">
                      <Trans>Paid up</Trans>
                    </span>
                  )}
                </span>
                <ChevronRight
                  className="hidden size-4 text-muted-foreground md:block"
                  aria-hidden
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
