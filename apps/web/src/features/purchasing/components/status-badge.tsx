import { useLingui } from '@lingui/react/macro';
import type { PurchaseOrderStatus } from '@app/contracts/purchase-orders';
import { Badge } from '#src/components/ui/badge.tsx';
import { STATUS_LABELS, STATUS_VARIANTS } from '../labels.ts';

export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useLingui();
  return <Badge variant={STATUS_VARIANTS[status]}>{t(STATUS_LABELS[status])}</Badge>;
}
