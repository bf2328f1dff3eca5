import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackageCheck } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { formatCount, formatDateTime } from '#src/lib/format.ts';
import { useReceived } from '../api/get-received.ts';

interface ReceivedListProps {
  businessId: string;
  timeZone?: string;
  /** Labels for each unit of a delivery: the entry, its product and quantity. */
  onAdd: (entryId: string, productId: string, quantity: number) => void;
  busyId: string | null;
}

/** The latest restocks, each a tap away from one label per unit received. */
export function ReceivedList({ businessId, timeZone, onAdd, busyId }: ReceivedListProps) {
  const { t } = useLingui();
  const query = useReceived(businessId);
  if (query.isPending) return <Skeleton className="h-24" />;
  const entries = (query.data ?? []).filter((e) => e.productId && e.quantityChange > 0);
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Restocks you record in Inventory show here, ready to label.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {entries.map((entry) => {
        const units = formatCount(entry.quantityChange);
        const name = entry.productName;
        return (
          <li key={entry.id} className="flex items-center gap-3 py-2">
            <PackageCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{name}</p>
              <p className="text-xs text-muted-foreground">
                +{units} · {formatDateTime(entry.createdAt, timeZone)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              loading={busyId === entry.id}
              onClick={() => onAdd(entry.id, entry.productId!, entry.quantityChange)}
              aria-label={t`Add one label per unit received of ${name}`}
            >
              {t`${plural(entry.quantityChange, { one: '# label', other: '# labels' })}`}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
