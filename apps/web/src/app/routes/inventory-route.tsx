import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useBusiness } from '#src/features/businesses/api/get-business.ts';
import { useCreateCategory } from '#src/features/categories/api/create-category.ts';
import { useCategories } from '#src/features/categories/api/get-categories.ts';
import { categoryKeys } from '#src/features/categories/api/keys.ts';
import { ManageCategoriesDialog } from '#src/features/categories/components/manage-categories-dialog.tsx';
import { inventoryKeys } from '#src/features/inventory/api/keys.ts';
import { InventoryPage } from '#src/features/inventory/pages/inventory-page.tsx';
import { stockHistoryKeys } from '#src/features/stock-history/api/keys.ts';
import { stockReportKeys } from '#src/features/stock-reports/api/keys.ts';
import { useCurrentBusiness } from '../current-business.tsx';
import { RouteBusiness } from './route-business.tsx';

/**
 * /inventory/{businessId?}: the loader has resolved the business (SPEC section 2). The products
 * (inventory feature) and their categories (categories feature) meet here: the page gets the
 * categories and a way to create one, the categories manager tells when products changed.
 */
export function InventoryRoute() {
  const { businessId: routeId } = useParams();
  const current = useCurrentBusiness();
  const businessId = routeId ?? current?.id;
  const queryClient = useQueryClient();
  const query = useBusiness(businessId);
  const categories = useCategories(businessId);
  const { mutateAsync: createCategory } = useCreateCategory();
  const [managing, setManaging] = useState(false);

  const onCreateCategory = useCallback(
    (name: string) => createCategory({ businessId: businessId!, body: { name } }),
    [createCategory, businessId],
  );

  // Products moved: category counts, stock history and stock reports are out of date.
  const onItemsChanged = useCallback(() => {
    if (!businessId) return;
    void queryClient.invalidateQueries({ queryKey: categoryKeys.list(businessId) });
    void queryClient.invalidateQueries({ queryKey: stockHistoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: stockReportKeys.all });
  }, [queryClient, businessId]);

  // A category renamed or deleted changes what products show as theirs.
  const onCategoriesChangedProducts = useCallback(() => {
    if (businessId) {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.businessLists(businessId) });
    }
  }, [queryClient, businessId]);

  return (
    <RouteBusiness query={query} loadingLabel={msg`Loading inventory`}>
      {(business) => (
        <>
          <InventoryPage
            key={business.id}
            business={business}
            categories={categories.data ?? []}
            onCreateCategory={onCreateCategory}
            onManageCategories={() => setManaging(true)}
            onItemsChanged={onItemsChanged}
          />
          <ManageCategoriesDialog
            businessId={business.id}
            open={managing}
            onOpenChange={setManaging}
            onProductsChanged={onCategoriesChangedProducts}
          />
        </>
      )}
    </RouteBusiness>
  );
}
