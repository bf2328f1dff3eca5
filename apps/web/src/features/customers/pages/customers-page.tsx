import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Customer } from '@app/contracts/customers';
import { SearchX, UserPlus, Users } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { LoadFailedState } from '#src/components/ui/load-failed-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerFormDialog } from '../components/customer-form-dialog.tsx';
import { CustomerList } from '../components/customer-list.tsx';
import { CustomerProfile } from '../components/customer-profile.tsx';
import { CustomersToolbar } from '../components/customers-toolbar.tsx';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog.tsx';
import { PaymentDialog } from '../components/payment-dialog.tsx';
import { SidePanel } from '../components/side-panel.tsx';
import { applyView, needsEveryPage, type CustomerView } from '../list-view.ts';
import { CUSTOMER_TEXTS } from '../messages.ts';

export interface CustomersPageBusiness {
  id: string;
  name: string;
  currency: string;
}

interface CustomersPageProps {
  business: CustomersPageBusiness;
  /** Where a sale of the purchase history opens (the sales screen). */
  saleHref?: (saleId: string) => string;
}

const SEARCH_PARAMS = { customer: 'customer', add: 'new' } as const;

/**
 * /customers/{businessId}: the list with search, the "owes money" filter and orders; the profile
 * opens over it as ?customer=<id> (so Back closes it) and the add form as ?new=1 (the quick action).
 */
export function CustomersPage({ business, saleHref }: CustomersPageProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<CustomerView>({ sort: 'name', owingOnly: false });
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useCustomers(business.id, { search: debounced });
  const [editing, setEditing] = useState<Customer | null>(null);
  const [paying, setPaying] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const profileId = params.get(SEARCH_PARAMS.customer);
  const adding = params.get(SEARCH_PARAMS.add) === '1';
  const loaded = useMemo(
    () => query.data?.pages.flatMap((page) => page.customers) ?? [],
    [query.data],
  );
  const shown = useMemo(() => applyView(loaded, view), [loaded, view]);
  const everyPage = needsEveryPage(view);

  const openProfile = useCallback(
    (customer: Customer) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set(SEARCH_PARAMS.customer, customer.id);
        return next;
      }),
    [setParams],
  );
  const closeParam = useCallback(
    (name: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Sorting by money or dates, or showing only who owes, needs the whole list: fetch the rest.
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (everyPage && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [everyPage, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  // By name, the next page loads as the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const placeholder = loaded.find((c) => c.id === profileId);
  const searching = debounced.length > 0;
  const businessName = business.name;
  const count = shown.length;
  const addButton = (
    <Button onClick={() => setParams((prev) => withParam(prev, SEARCH_PARAMS.add, '1'))}>
      <UserPlus />
      <Trans>Add customer</Trans>
    </Button>
  );

  let content;
  if (query.isPending) {
    content = (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading customers</Trans>
        </span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (query.isError && loaded.length === 0) {
    content = <LoadFailedState query={query} title={t(CUSTOMER_TEXTS.loadListFailed)} />;
  } else if (loaded.length === 0 && !searching) {
    content = (
      <EmptyState
        icon={Users}
        title={t`No customers yet`}
        description={t`Add the people who buy from you to see what they spend, what they owe and how to reach them.`}
        action={addButton}
      />
    );
  } else if (shown.length === 0 && !(everyPage && hasNextPage)) {
    content = (
      <EmptyState
        icon={SearchX}
        title={searching ? t`No customer matches “${debounced}”` : t`Nobody owes you money`}
        description={
          searching
            ? t`Try part of the name, a few digits of the phone number, or the email.`
            : t`Customers with an unpaid balance from a credit sale show here.`
        }
        action={
          searching ? (
            <Button variant="outline" onClick={() => setSearch('')}>
              <Trans>Clear search</Trans>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setView({ ...view, owingOnly: false })}>
              <Trans>Show everyone</Trans>
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <>
        <div
          className={
            query.isFetching && !query.isFetchingNextPage ? 'opacity-70 transition-opacity' : ''
          }
        >
          <CustomerList customers={shown} currency={business.currency} onOpen={openProfile} />
        </div>
        <div ref={sentinel} className="flex min-h-12 items-center justify-center py-4">
          {hasNextPage ? (
            isFetchingNextPage || everyPage ? (
              <Spinner
                className="size-5 text-muted-foreground"
                label={everyPage ? t`Loading every customer to sort` : t`Loading more customers`}
              />
            ) : (
              <Button variant="ghost" onClick={() => void fetchNextPage()}>
                <Trans>Load more customers</Trans>
              </Button>
            )
          ) : (
            loaded.length > 8 && (
              <p className="text-sm text-muted-foreground">
                <Plural value={count} one="# customer" other="# customers" />
              </p>
            )
          )}
        </div>
      </>
    );
  }

  return (
    <div>
      <PageHeader
        title={t`Customers`}
        description={t`The people who buy from ${businessName}.`}
        actions={loaded.length > 0 || searching ? addButton : undefined}
      />
      {(loaded.length > 0 || searching || view.owingOnly) && (
        <CustomersToolbar
          search={search}
          onSearchChange={setSearch}
          view={view}
          onViewChange={setView}
        />
      )}
      {content}

      <SidePanel
        open={profileId !== null}
        onOpenChange={(open) => !open && closeParam(SEARCH_PARAMS.customer)}
        title={t`Customer profile`}
      >
        {profileId && (
          <CustomerProfile
            key={profileId}
            businessId={business.id}
            customerId={profileId}
            currency={business.currency}
            placeholder={placeholder}
            onEdit={setEditing}
            onDelete={setDeleting}
            onRecordPayment={setPaying}
            saleHref={saleHref}
          />
        )}
      </SidePanel>

      <CustomerFormDialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setEditing(null);
          if (adding) closeParam(SEARCH_PARAMS.add);
        }}
        businessId={business.id}
        customer={editing}
        onSaved={(customer) => {
          // A new customer's profile opens, in place of the form.
          if (editing) return;
          setParams(
            (prev) => {
              const next = withParam(prev, SEARCH_PARAMS.customer, customer.id);
              next.delete(SEARCH_PARAMS.add);
              return next;
            },
            { replace: true },
          );
        }}
      />
      <PaymentDialog
        customer={paying}
        currency={business.currency}
        onOpenChange={(open) => !open && setPaying(null)}
      />
      <DeleteCustomerDialog
        customer={deleting}
        currency={business.currency}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          closeParam(SEARCH_PARAMS.customer);
        }}
      />
    </div>
  );
}

function withParam(prev: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(prev);
  next.set(name, value);
  return next;
}
