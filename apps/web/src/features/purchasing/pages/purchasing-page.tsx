import { Trans, useLingui } from '@lingui/react/macro';
import type { PurchaseOrder } from '@app/contracts/purchase-orders';
import type { Supplier } from '@app/contracts/suppliers';
import { ClipboardList, Plus, SearchX, Truck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { usePurchaseOrder, usePurchaseOrders } from '../api/purchase-orders.ts';
import { useSuppliers } from '../api/suppliers.ts';
import { OrderDetail, type PurchasingBusiness } from '../components/order-detail.tsx';
import { OrderEditor } from '../components/order-editor.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ReorderView } from '../components/reorder-view.tsx';
import { SupplierDetail } from '../components/supplier-detail.tsx';
import { SupplierFormDialog } from '../components/supplier-form-dialog.tsx';
import { SupplierList } from '../components/supplier-list.tsx';

type Tab = 'orders' | 'suppliers' | 'reorder';
const TABS: readonly Tab[] = ['orders', 'suppliers', 'reorder'];

const Rows = () => (
  <div className="space-y-2" aria-busy="true">
    {Array.from({ length: 5 }, (_, i) => (
      <Skeleton key={i} className="h-16 w-full rounded-xl" />
    ))}
  </div>
);

/**
 * /purchasing/{businessId}: purchase orders, suppliers and reorder suggestions. What is open
 * lives in the address (?tab=, ?order=, ?supplier=, ?edit=new|<id>), so Back closes it.
 */
export function PurchasingPage({ business }: { business: PurchasingBusiness }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'orders';
  const orderId = params.get('order');
  const supplierId = params.get('supplier');
  const editing = params.get('edit');
  const [search, setSearch] = useState('');
  const [addingSupplier, setAddingSupplier] = useState(false);
  const orders = usePurchaseOrders(business.id);
  const suppliers = useSuppliers(business.id, search.trim());
  const openOrder = usePurchaseOrder(business.id, orderId ?? (editing !== 'new' ? editing : null));

  const go = (next: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) p.delete(key);
          else p.set(key, value);
        }
        return p;
      },
      { replace },
    );
  const showOrder = (order: PurchaseOrder) => go({ order: order.id, edit: null, supplier: null });
  const newOrder = (forSupplier: string | null = null) =>
    go({ edit: 'new', order: null, supplier: null, for: forSupplier });

  if (editing) {
    const draft = editing === 'new' ? undefined : openOrder.data;
    if (editing !== 'new' && !draft) return <Rows />;
    return (
      <OrderEditor
        key={editing}
        businessId={business.id}
        currency={business.currency}
        order={draft}
        initial={params.get('for') ? { supplierId: params.get('for')!, lines: [] } : undefined}
        onDone={(saved) => go({ edit: null, for: null, order: saved.id }, true)}
        onCancel={() => go({ edit: null, for: null })}
      />
    );
  }
  if (orderId) {
    if (!openOrder.data) return <Rows />;
    return (
      <OrderDetail
        business={business}
        order={openOrder.data}
        onBack={() => go({ order: null })}
        onEdit={() => go({ edit: orderId, order: null })}
      />
    );
  }
  if (supplierId) {
    return (
      <SupplierDetail
        businessId={business.id}
        currency={business.currency}
        supplierId={supplierId}
        onBack={() => go({ supplier: null })}
        onOpenOrder={showOrder}
        onNewOrder={(id) => newOrder(id)}
      />
    );
  }

  const addSupplierButton = (
    <Button
      variant={tab === 'suppliers' ? 'primary' : 'outline'}
      onClick={() => setAddingSupplier(true)}
    >
      <Truck />
      <Trans>Add supplier</Trans>
    </Button>
  );
  const newOrderButton = (
    <Button onClick={() => newOrder()}>
      <Plus />
      <Trans>New order</Trans>
    </Button>
  );

  return (
    <div>
      <PageHeader
        title={t`Purchasing`}
        description={t`Order stock from your suppliers, receive it and see what you owe.`}
        actions={
          <>
            {tab !== 'reorder' && addSupplierButton}
            {tab === 'orders' && (suppliers.data?.length ?? 0) > 0 && newOrderButton}
          </>
        }
      />
      <Tabs value={tab} onValueChange={(value) => go({ tab: value }, true)}>
        <TabsList className="mb-4 grid w-full grid-cols-3 sm:w-auto sm:inline-grid">
          <TabsTrigger value="orders">
            <Trans>Orders</Trans>
          </TabsTrigger>
          <TabsTrigger value="suppliers">
            <Trans>Suppliers</Trans>
          </TabsTrigger>
          <TabsTrigger value="reorder">
            <Trans comment="a tab: items to buy again">Reorder</Trans>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="orders">
          {orders.isPending ? (
            <Rows />
          ) : (orders.data ?? []).length === 0 ? (
            <EmptyState
              icon={ClipboardList}
              title={t`No purchase orders yet`}
              description={t`Add a supplier, then order the items you buy from them. Receiving an order adds the stock and updates the cost.`}
              action={(suppliers.data?.length ?? 0) > 0 ? newOrderButton : addSupplierButton}
            />
          ) : (
            <OrderList orders={orders.data ?? []} currency={business.currency} onOpen={showOrder} />
          )}
        </TabsContent>

        <TabsContent value="suppliers">
          <Input
            type="search"
            className="mb-4"
            placeholder={t`Search suppliers by name or phone`}
            aria-label={t`Search suppliers`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {suppliers.isPending ? (
            <Rows />
          ) : (suppliers.data ?? []).length === 0 ? (
            search.trim() ? (
              <EmptyState icon={SearchX} title={t`No supplier matches “${search.trim()}”`} />
            ) : (
              <EmptyState
                icon={Truck}
                title={t`No suppliers yet`}
                description={t`Keep the people you buy from here, with what you owe each of them.`}
                action={addSupplierButton}
              />
            )
          ) : (
            <SupplierList
              suppliers={suppliers.data ?? []}
              currency={business.currency}
              onOpen={(s: Supplier) => go({ supplier: s.id })}
            />
          )}
        </TabsContent>

        <TabsContent value="reorder">
          <ReorderView
            businessId={business.id}
            currency={business.currency}
            onCreated={() => go({ tab: 'orders' }, true)}
          />
        </TabsContent>
      </Tabs>

      {addingSupplier && (
        <SupplierFormDialog
          open={addingSupplier}
          onOpenChange={setAddingSupplier}
          businessId={business.id}
          onSaved={(s) => go({ supplier: s.id })}
        />
      )}
    </div>
  );
}
