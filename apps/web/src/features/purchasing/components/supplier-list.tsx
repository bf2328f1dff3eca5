import { Trans } from '@lingui/react/macro';
import type { Supplier } from '@app/contracts/suppliers';
import { ChevronRight } from 'lucide-react';
import { formatMoney } from '#src/lib/format.ts';

interface SupplierListProps {
  suppliers: Supplier[];
  currency: string;
  onOpen: (supplier: Supplier) => void;
}

export function SupplierList({ suppliers, currency, onOpen }: SupplierListProps) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
      {suppliers.map((supplier) => (
        <li key={supplier.id}>
          <button
            type="button"
            onClick={() => onOpen(supplier)}
            className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none"
          >
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
            >
              {supplier.name.slice(0, 1).toUpperCase()}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{supplier.name}</p>
              <p className="truncate text-sm text-muted-foreground">
                {supplier.phone ?? supplier.whatsapp ?? supplier.email ?? '—'}
              </p>
            </div>
            <div className="shrink-0 text-right">
              {supplier.owed > 0 ? (
                <>
                  <p className="font-medium text-danger tabular-nums">
                    {formatMoney(supplier.owed, currency)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <Trans>owed</Trans>
                  </p>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>Nothing owed</Trans>
                </p>
              )}
            </div>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
