import { useLingui } from '@lingui/react/macro';
import type { StaffPermission } from '@app/contracts/staff';

/** The permission switches, in the order the owner reads them. */
export function usePermissionLabels(): { key: StaffPermission; label: string }[] {
  const { t } = useLingui();
  return [
    { key: 'changePrices', label: t`Change prices at the till` },
    { key: 'refunds', label: t`Give refunds` },
    { key: 'viewCostAndProfit', label: t`See cost and profit` },
    { key: 'viewReports', label: t`See reports` },
    { key: 'manageInventory', label: t`Manage inventory and stock` },
    { key: 'manageCustomers', label: t`Manage customers` },
    { key: 'giveCredit', label: t`Give credit` },
    { key: 'manageShifts', label: t`Open and close shifts` },
  ];
}
