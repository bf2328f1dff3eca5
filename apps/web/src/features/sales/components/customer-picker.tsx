import { CUSTOMER_MESSAGES } from '@app/contracts/customers';
import type { SaleCustomer } from '@app/contracts/sales';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2, Search, UserPlus, UserRound, X } from 'lucide-react';
import { memo, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { useTillStaff } from '#src/lib/till.ts';
import { useQuickAddCustomer } from '../api/create-customer.ts';
import { useCustomerSearch } from '../api/search-customers.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

interface CustomerPickerProps {
  businessId: string;
  value: SaleCustomer | null;
  onChange: (customer: SaleCustomer | null) => void;
  /** Shown under the button (a credit sale needs a customer). */
  error?: string | null;
  /** What the button says with no customer chosen. */
  placeholder?: string;
}

export const CustomerPicker = memo(function CustomerPicker({
  businessId,
  value,
  onChange,
  error,
  placeholder,
}: CustomerPickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-1">
      <div
        className={cn(
          'flex items-center gap-2 rounded-xl border bg-surface p-1.5 pl-3',
          error ? 'border-danger' : 'border-border',
        )}
      >
        <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-w-0 flex-1 truncate py-1.5 text-left text-sm"
        >
          {value ? (
            <span>
              <span className="font-medium">{value.name || t`Customer`}</span>
              {value.phone && <span className="text-muted-foreground"> · {value.phone}</span>}
            </span>
          ) : (
            <span className="text-muted-foreground">
              {placeholder ?? t`Walk-in customer · tap to choose`}
            </span>
          )}
        </button>
        {value && (
          <button
            type="button"
            aria-label={t`Remove customer`}
            onClick={() => onChange(null)}
            className="rounded-lg p-2 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <X className="size-4" />
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      {open && (
        <CustomerDialog
          businessId={businessId}
          onClose={() => setOpen(false)}
          onPick={(customer) => {
            onChange(customer);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
});

function CustomerDialog({
  businessId,
  onClose,
  onPick,
}: {
  businessId: string;
  onClose: () => void;
  onPick: (customer: SaleCustomer) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  // A till's member without "manage customers" chooses among the customers only (ADR 076).
  const staff = useTillStaff();
  const mayAddCustomers = !staff || staff.permissions.manageCustomers;
  const search = useDebouncedValue(text, 250);
  const results = useCustomerSearch(businessId, search, !adding);
  const customers = results.data ?? [];
  const typed = text.trim();
  const searched = search.trim();

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={adding ? t`New customer` : t`Choose a customer`}
    >
      {adding ? (
        <QuickAddForm
          businessId={businessId}
          initialName={/\d/.test(text) ? '' : text}
          initialPhone={/\d/.test(text) ? text : ''}
          onCancel={() => setAdding(false)}
          onCreated={onPick}
        />
      ) : (
        <div className="space-y-3">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              autoFocus
              type="search"
              aria-label={t`Search customers`}
              placeholder={t`Name or phone`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="pl-9"
            />
          </div>
          {mayAddCustomers && (
            <Button
              variant="outline"
              className="w-full justify-start"
              onClick={() => setAdding(true)}
            >
              <UserPlus aria-hidden />
              <span className="min-w-0 truncate">
                {typed ? <Trans>New customer: {typed}</Trans> : <Trans>New customer</Trans>}
              </span>
            </Button>
          )}
          {results.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(results.error, CUSTOMER_MESSAGES.loadListFailed)}
            </p>
          ) : results.isPending ? (
            <div className="flex justify-center py-6 text-muted-foreground">
              <Loader2 className="size-5 animate-spin" aria-label={t`Loading customers`} />
            </div>
          ) : customers.length === 0 ? (
            <p className="py-4 text-center text-sm text-muted-foreground">
              {searched ? (
                <Trans>No customer matches "{searched}"</Trans>
              ) : (
                <Trans>No customers yet</Trans>
              )}
            </p>
          ) : (
            <ul className="-mx-2 max-h-80 overflow-y-auto">
              {customers.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onPick({ id: c.id, name: c.name, phone: c.phone })}
                    className="flex w-full items-center justify-between gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-surface-muted"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{c.name}</span>
                      {c.phone && (
                        <span className="block truncate text-xs text-muted-foreground">
                          {c.phone}
                        </span>
                      )}
                    </span>
                    {c.balance > 0 && (
                      <span className="shrink-0 text-xs font-medium text-warning">
                        <Trans comment="the customer owes money">owes</Trans>
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}

function QuickAddForm({
  businessId,
  initialName,
  initialPhone,
  onCancel,
  onCreated,
}: {
  businessId: string;
  initialName: string;
  initialPhone: string;
  onCancel: () => void;
  onCreated: (customer: SaleCustomer) => void;
}) {
  const [name, setName] = useState(initialName.trim());
  const [phone, setPhone] = useState(initialPhone.trim());
  const { t } = useLingui();
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useQuickAddCustomer();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!name.trim()) {
      setNameError(t`Name is required`);
      return;
    }
    create.mutate(
      { businessId, body: { name: name.trim(), phone: phone.trim() || null } },
      { onSuccess: (c) => onCreated({ id: c.id, name: c.name, phone: c.phone }) },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4" noValidate>
      <Field label={t`Name`} error={nameError ?? undefined}>
        <Input
          autoFocus
          value={name}
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
        />
      </Field>
      <Field label={t`Phone`} hint={t`For WhatsApp receipts`}>
        <Input
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </Field>
      {create.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(create.error, CUSTOMER_MESSAGES.createFailed)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={create.isPending}>
          <Trans>Add customer</Trans>
        </Button>
      </div>
    </form>
  );
}
