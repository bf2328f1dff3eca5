import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sheet } from '#src/components/ui/sheet.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { useAdminUser } from '../api/admin-api.ts';
import { auditActionLabel, trialStatusLabel } from '../labels.ts';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function roleLabel(i18n: I18n, role: string | null): string {
  if (role === 'super_admin') return i18n._(msg`super admin`);
  if (role === 'admin') return i18n._(msg`admin`);
  return i18n._(msg({ message: 'user', comment: 'a role: not an admin' }));
}

function BusinessActivity({ sales, lastSale }: { sales: number; lastSale: string }) {
  return (
    <span className="block text-muted-foreground">
      <Trans>
        {sales} sales · last sale {lastSale}
      </Trans>
    </span>
  );
}

/** "12 May 2026, 10:42: made an admin by ada@example.com" (the action named from its code). */
function AuditLine({ at, action, actor }: { at: string; action: string; actor: string }) {
  return (
    <li>
      <Trans>
        {at}: {action} by {actor}
      </Trans>
    </li>
  );
}

/** One user: account, plan, businesses and what admins did to the account. */
export function UserDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useAdminUser(id);
  const data = detail.data;
  const { t, i18n } = useLingui();
  const businessCount = data?.businesses.length ?? 0;
  return (
    <Sheet
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={data ? data.user.username : t`User`}
      description={data?.user.email}
    >
      {detail.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(detail.error, t`An unexpected error occurred`)}
        </p>
      ) : data ? (
        <div className="space-y-5 text-sm">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">
              <Trans>Role</Trans>
            </dt>
            <dd>{roleLabel(i18n, data.user.admin_role)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Verified</Trans>
            </dt>
            <dd>{data.user.is_verified ? t`Yes` : t`No`}</dd>
            <dt className="text-muted-foreground">
              <Trans>Trial status</Trans>
            </dt>
            <dd>{trialStatusLabel(i18n, data.user.trial_status)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Plan</Trans>
            </dt>
            <dd>{data.user.plan ?? t({ message: 'None', comment: 'no plan' })}</dd>
            <dt className="text-muted-foreground">
              <Trans>Joined</Trans>
            </dt>
            <dd>{when(data.user.created_at)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Last active</Trans>
            </dt>
            <dd>{when(data.user.last_active_at)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Sales</Trans>
            </dt>
            <dd>{data.user.sales_count}</dd>
          </dl>
          <section>
            <h3 className="mb-2 font-semibold">
              <Trans>Businesses ({businessCount})</Trans>
            </h3>
            {data.businesses.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>No businesses yet.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-border rounded-xl border border-border">
                {data.businesses.map((b) => (
                  <li key={b.id} className="p-3">
                    <span className="font-medium">{b.name}</span>{' '}
                    <span className="text-muted-foreground">({b.currency})</span>
                    <BusinessActivity sales={b.sales_count} lastSale={when(b.last_sale_at)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="mb-2 font-semibold">
              <Trans>Admin activity on this account</Trans>
            </h3>
            {data.audit.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>None recorded.</Trans>
              </p>
            ) : (
              <ul className="space-y-1">
                {data.audit.map((e) => (
                  <AuditLine
                    key={e.id}
                    at={when(e.createdAt)}
                    action={auditActionLabel(i18n, e.action)}
                    actor={e.actorEmail}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </Sheet>
  );
}
