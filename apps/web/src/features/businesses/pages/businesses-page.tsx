import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MAX_BUSINESSES_PER_USER, type Business } from '@app/contracts';
import { Info, MailWarning, Plus, RefreshCw, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { LoadFailedState } from '#src/components/ui/load-failed-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { cn } from '#src/lib/cn.ts';
import { useSession } from '#src/lib/session.ts';
import { useBusinesses } from '../api/get-businesses.ts';
import { useCurrentBusinessSelection } from '../business-storage.ts';
import { BusinessCard } from '../components/business-card.tsx';
import { BusinessFormDialog } from '../components/business-form-dialog.tsx';
import { DeleteBusinessDialog } from '../components/delete-business-dialog.tsx';
import { BUSINESS_STORE_TEXTS } from '../messages.ts';

/** "3 of 5 businesses", with a meter, so the limit is seen before it is hit. */
function LimitMeter({ owned }: { owned: number }) {
  const limit = MAX_BUSINESSES_PER_USER;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="flex gap-0.5" aria-hidden>
        {Array.from({ length: MAX_BUSINESSES_PER_USER }, (_, i) => (
          <span
            key={i}
            className={cn('h-1.5 w-4 rounded-full', i < owned ? 'bg-primary' : 'bg-border')}
          />
        ))}
      </span>
      <Plural value={limit} one={`${owned} of # business`} other={`${owned} of # businesses`} />
    </span>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your businesses</Trans>
      </span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-border bg-surface p-4">
          <div className="flex gap-3">
            <Skeleton className="size-12 rounded-xl" />
            <div className="flex-1 space-y-2 pt-1">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
          </div>
          <Skeleton className="mt-4 h-3.5 w-full" />
          <Skeleton className="mt-2 h-3.5 w-4/5" />
          <Skeleton className="mt-6 h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** /businesses: every business the user owns or manages, and the way to add one. */
export function BusinessesPage() {
  const { isVerified } = useSession();
  const query = useBusinesses();
  const current = useCurrentBusinessSelection();
  const [editing, setEditing] = useState<{ business?: Business } | null>(null);
  const [deleting, setDeleting] = useState<Business | null>(null);
  const limitId = useId();
  const { t } = useLingui();
  const limit = MAX_BUSINESSES_PER_USER;

  if (!isVerified) {
    return (
      <>
        <PageHeader title={t`Your businesses`} />
        <EmptyState
          icon={MailWarning}
          title={t`Verify your email first`}
          description={t`Please verify your email to access all features. Enter the 6-digit code we emailed you; your businesses appear here right after.`}
        />
      </>
    );
  }

  const businesses = query.data;
  const owned = businesses?.filter((b) => b.role === 'owner').length ?? 0;
  const managed = (businesses?.length ?? 0) - owned;
  const atLimit = owned >= MAX_BUSINESSES_PER_USER;

  const createButton = (
    <Button
      onClick={() => setEditing({})}
      disabled={!businesses || atLimit}
      aria-describedby={atLimit ? limitId : undefined}
    >
      <Plus aria-hidden />
      <Trans>Create business</Trans>
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t`Your businesses`}
        description={
          businesses ? (
            <>
              <LimitMeter owned={owned} />
              {managed > 0 && (
                <span>
                  {' · '}
                  <Trans>you also manage {managed}</Trans>
                </span>
              )}
            </>
          ) : (
            t`Pick a business to work in, or create a new one.`
          )
        }
        actions={businesses && businesses.length > 0 ? createButton : undefined}
      />

      {atLimit && (
        <p
          id={limitId}
          className="mb-5 flex gap-2.5 rounded-xl border border-warning/25 bg-warning-soft px-3.5 py-3 text-sm text-warning"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <Trans>
              Maximum of {limit} businesses allowed per user. Delete a business you no longer need
              to create another.
            </Trans>
          </span>
        </p>
      )}

      {businesses ? (
        businesses.length === 0 ? (
          <EmptyState
            icon={Store}
            title={t`Create your first business`}
            description={t`A business keeps its own products, sales, customers and shop page. You can run up to\u00a0${limit}.`}
            action={createButton}
            className="py-16"
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {businesses.map((business) => (
              <li key={business.id}>
                <BusinessCard
                  business={business}
                  current={current?.id === business.id}
                  onEdit={() => setEditing({ business })}
                  onDelete={() => setDeleting(business)}
                />
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <LoadFailedState
          icon={RefreshCw}
          query={query}
          title={t(BUSINESS_STORE_TEXTS.loadFailed)}
        />
      ) : (
        <ListSkeleton />
      )}

      <BusinessFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        business={editing?.business}
      />
      <DeleteBusinessDialog
        business={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </>
  );
}
