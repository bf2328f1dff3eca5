import { Trans } from '@lingui/react/macro';
import { Skeleton } from '#src/components/ui/skeleton.tsx';

/** The list's shape while its first page loads. */
export function InventorySkeleton({ phone }: { phone: boolean }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading products</Trans>
      </span>
      {phone ? (
        <div className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="size-14 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
                <Skeleton className="h-4 w-1/4" />
              </div>
              <Skeleton className="h-11 w-16 rounded-xl" />
            </div>
          ))}
        </div>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-border bg-surface">
          <div className="h-11 border-b border-border bg-surface-muted/60" />
          {Array.from({ length: 9 }, (_, i) => (
            <div
              key={i}
              className="flex h-16 items-center gap-4 border-b border-border px-4 last:border-0"
            >
              <Skeleton className="size-4 rounded" />
              <Skeleton className="size-10" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-1/5" />
              </div>
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-6 w-11 rounded-full" />
              <Skeleton className="size-8" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
