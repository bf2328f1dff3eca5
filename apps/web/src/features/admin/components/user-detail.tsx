import { MESSAGES } from '@app/contracts/messages';
import { Sheet } from '#src/components/ui/sheet.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useAdminUser } from '../api/admin-api.ts';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** One user: account, plan, businesses and what admins did to the account. */
export function UserDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useAdminUser(id);
  const data = detail.data;
  return (
    <Sheet
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data ? data.user.username : 'User'}
      description={data?.user.email}
    >
      {detail.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(detail.error, MESSAGES.unexpected)}
        </p>
      ) : data ? (
        <div className="space-y-5 text-sm">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">Role</dt>
            <dd>{data.user.admin_role?.replace('_', ' ') ?? 'user'}</dd>
            <dt className="text-muted-foreground">Verified</dt>
            <dd>{data.user.is_verified ? 'Yes' : 'No'}</dd>
            <dt className="text-muted-foreground">Trial status</dt>
            <dd>{data.user.trial_status.replaceAll('_', ' ')}</dd>
            <dt className="text-muted-foreground">Plan</dt>
            <dd>{data.user.plan ?? 'None'}</dd>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{when(data.user.created_at)}</dd>
            <dt className="text-muted-foreground">Last active</dt>
            <dd>{when(data.user.last_active_at)}</dd>
            <dt className="text-muted-foreground">Sales</dt>
            <dd>{data.user.sales_count}</dd>
          </dl>
          <section>
            <h3 className="mb-2 font-semibold">Businesses ({data.businesses.length})</h3>
            {data.businesses.length === 0 ? (
              <p className="text-muted-foreground">No businesses yet.</p>
            ) : (
              <ul className="divide-y divide-border rounded-xl border border-border">
                {data.businesses.map((b) => (
                  <li key={b.id} className="p-3">
                    <span className="font-medium">{b.name}</span>{' '}
                    <span className="text-muted-foreground">({b.currency})</span>
                    <span className="block text-muted-foreground">
                      {b.sales_count} sales · last sale {when(b.last_sale_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="mb-2 font-semibold">Admin activity on this account</h3>
            {data.audit.length === 0 ? (
              <p className="text-muted-foreground">None recorded.</p>
            ) : (
              <ul className="space-y-1">
                {data.audit.map((e) => (
                  <li key={e.id}>
                    {when(e.createdAt)}: {e.action.replaceAll('_', ' ')} by {e.actorEmail}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </Sheet>
  );
}
