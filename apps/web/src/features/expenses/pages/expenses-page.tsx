import { Trans, useLingui } from '@lingui/react/macro';
import type { Expense } from '@app/contracts/expenses';
import { Plus, Receipt } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useDeleteExpense } from '../api/delete-expense.ts';
import { useExpenseCategories } from '../api/get-expense-categories.ts';
import { useExpenses } from '../api/get-expenses.ts';
import { useSaveExpense } from '../api/save-expense.ts';
import { CategoryTotals } from '../components/category-totals.tsx';
import { ExpenseFilterBar, type FilterState } from '../components/expense-filters.tsx';
import { ExpenseForm } from '../components/expense-form.tsx';
import { ExpenseList } from '../components/expense-list.tsx';
import { RecurringSection } from '../components/recurring-section.tsx';
import { toExpenseBody, type ExpenseFormValues } from '../expense-form-schema.ts';
import { presetRange, todayIn, type ExpenseFilters } from '../filters.ts';
import { categoryLabel, formatDay, formatMoney } from '../labels.ts';

interface ExpensesBusiness {
  id: string;
  currency: string;
  timezone: string;
}

type Editing = { mode: 'new' } | { mode: 'edit'; expense: Expense } | null;

/** /expenses/{businessId}: what the business spent, filtered, with totals by category. */
export function ExpensesPage({ business }: { business: ExpensesBusiness }) {
  const today = todayIn(business.timezone);
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<FilterState>({ preset: 'this-month' });
  const filters: ExpenseFilters = useMemo(
    () => ({
      ...presetRange(state.preset, today),
      category: state.category,
      paymentMethod: state.paymentMethod,
    }),
    [state, today],
  );
  const query = useExpenses(business.id, filters);
  const categories = useExpenseCategories(business.id);
  const save = useSaveExpense();
  const remove = useDeleteExpense();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const { t, i18n } = useLingui();
  const deletingCategory = deleting ? categoryLabel(deleting.category, i18n) : '';
  const deletingAmount = deleting ? formatMoney(deleting.amount, business.currency) : '';
  const deletingDay = deleting ? formatDay(deleting.date) : '';

  // ?new=1 (the dashboard's quick action) opens the add form; closing it leaves the URL.
  const newFromUrl = searchParams.get('new') === '1';
  const dialog: Editing = editing ?? (newFromUrl ? { mode: 'new' } : null);
  const closeDialog = () => {
    setEditing(null);
    if (newFromUrl) {
      const next = new URLSearchParams(searchParams);
      next.delete('new');
      setSearchParams(next, { replace: true });
    }
  };

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const expenses = query.data?.pages.flatMap((p) => p.expenses) ?? [];
  const totals = query.data?.pages[0]?.totals;
  const ownCategories = (categories.data ?? []).filter((c) => !c.builtIn).map((c) => c.name);

  const handleSave = async (values: ExpenseFormValues) => {
    const editingExpense = dialog?.mode === 'edit' ? dialog.expense : undefined;
    try {
      await save.mutateAsync({
        businessId: business.id,
        expenseId: editingExpense?.id,
        body: toExpenseBody(values),
        receipt: values.receipt,
        removeReceipt: values.removeReceipt,
      });
      toast.success(editingExpense ? t`Expense updated` : t`Expense added`);
      closeDialog();
    } catch (err) {
      toast.error(
        errorMessage(
          err,
          editingExpense ? t`Failed to update expense` : t`Failed to create expense`,
        ),
      );
      throw err;
    }
  };

  const filtered = state.preset !== 'all' || state.category || state.paymentMethod;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Expenses`}
        description={t`What the business spends: it comes off your profit`}
        actions={
          <Button onClick={() => setEditing({ mode: 'new' })} className="w-full sm:w-auto">
            <Plus aria-hidden /> <Trans>Add expense</Trans>
          </Button>
        }
      />
      <ExpenseFilterBar value={state} ownCategories={ownCategories} onChange={setState} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          {query.isPending ? (
            <div className="space-y-2" aria-busy="true">
              <span className="sr-only" role="status">
                <Trans>Loading expenses</Trans>
              </span>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-full rounded-xl" />
              ))}
            </div>
          ) : query.isError ? (
            <EmptyState
              title={t`Failed to load expenses`}
              description={errorMessage(query.error, t`Check your connection and try again.`)}
              action={
                <Button variant="outline" onClick={() => void query.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              }
            />
          ) : expenses.length === 0 ? (
            <EmptyState
              icon={Receipt}
              title={filtered ? t`No expenses match` : t`No expenses yet`}
              description={
                filtered
                  ? t`Try another date range or clear the filters.`
                  : t`Record rent, transport, stock and bills to see your real profit.`
              }
              action={
                filtered ? (
                  <Button variant="outline" onClick={() => setState({ preset: 'all' })}>
                    <Trans>Show all expenses</Trans>
                  </Button>
                ) : (
                  <Button onClick={() => setEditing({ mode: 'new' })}>
                    <Plus aria-hidden /> <Trans>Add expense</Trans>
                  </Button>
                )
              }
            />
          ) : (
            <>
              <ExpenseList
                expenses={expenses}
                currency={business.currency}
                onEdit={(expense) => setEditing({ mode: 'edit', expense })}
                onDelete={setDeleting}
              />
              <div ref={sentinel} />
              {hasNextPage && (
                <Button
                  variant="outline"
                  className="w-full"
                  loading={isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  <Trans>Load more</Trans>
                </Button>
              )}
            </>
          )}
        </div>
        {/* On a phone the totals come first and the recurring list last; beside the list on a desktop. */}
        <aside className="contents lg:block lg:space-y-4">
          {totals && (
            <div className="order-first lg:order-none">
              <CategoryTotals
                totals={totals}
                currency={business.currency}
                selected={state.category}
                onSelect={(category) => setState({ ...state, category })}
              />
            </div>
          )}
          <RecurringSection businessId={business.id} today={today} currency={business.currency} />
        </aside>
      </div>

      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title={dialog?.mode === 'edit' ? t`Edit expense` : t`Add an expense`}
        className="max-w-lg"
      >
        {dialog && (
          <ExpenseForm
            key={dialog.mode === 'edit' ? dialog.expense.id : 'new'}
            today={today}
            currency={business.currency}
            expense={dialog.mode === 'edit' ? dialog.expense : undefined}
            onSubmit={handleSave}
            onCancel={closeDialog}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete this expense?`}
        description={
          deleting &&
          t`${deletingCategory}: ${deletingAmount} on ${deletingDay}. This cannot be undone.`
        }
        confirmLabel={t`Delete`}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ businessId: business.id, expenseId: deleting.id });
            toast.success(t`Expense deleted`);
          } catch (err) {
            toast.error(errorMessage(err, t`Failed to delete expense`));
            throw err;
          }
        }}
      />
    </div>
  );
}
