import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser, AdminUsersQuery } from '@app/contracts/admin';
import { ChevronLeft, ChevronRight, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDate } from '#src/lib/format.ts';
import { useSession } from '#src/lib/session.ts';
import { useAdminUsers, useRoleChange } from '../api/admin-api.ts';
import { trialStatusLabel } from '../labels.ts';

const PAGE_SIZE = 25;
const ANY = 'any';

const shortDate = (iso: string | null) => (iso ? formatDate(iso) : '—');

function RoleBadge({ user }: { user: AdminUser }) {
  if (user.admin_role === 'super_admin') {
    return (
      <Badge variant="primary">
        <Trans>Super admin</Trans>
      </Badge>
    );
  }
  if (user.admin_role === 'admin') {
    return (
      <Badge variant="primary">
        <Trans>Admin</Trans>
      </Badge>
    );
  }
  return null;
}

type Filters = Pick<AdminUsersQuery, 'sort' | 'order'> & {
  verified?: string;
  admin?: string;
  trialCategory?: string;
  hasSales?: string;
};

export function UsersTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { isSuperAdmin, user: me } = useSession();
  const [search, setSearch] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({ sort: 'created_at', order: 'desc' });
  const [pending, setPending] = useState<{
    user: AdminUser;
    action: 'make-admin' | 'remove-admin';
  } | null>(null);
  const query = {
    page,
    limit: PAGE_SIZE,
    search: submitted || undefined,
    sort: filters.sort,
    order: filters.order,
    verified: filters.verified === ANY ? undefined : filters.verified,
    admin: filters.admin === ANY ? undefined : filters.admin,
    trialCategory: filters.trialCategory === ANY ? undefined : filters.trialCategory,
    hasSales: filters.hasSales === ANY ? undefined : filters.hasSales,
  } as Partial<AdminUsersQuery>;
  const users = useAdminUsers(query);
  const roleChange = useRoleChange();
  const { t, i18n } = useLingui();

  const setFilter = (key: keyof Filters, value: string) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: value }));
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const res = await roleChange.mutateAsync({ id: pending.user.id, action: pending.action });
      toast.success(res.message);
    } catch (err) {
      toast.error(
        errorMessage(
          err,
          pending.action === 'make-admin'
            ? t`Failed to make user admin`
            : t`Failed to remove admin privileges`,
        ),
      );
      throw err;
    }
  };

  const total = users.data?.total ?? 0;
  const pendingEmail = pending?.user.email;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby="admin-users-title" className="space-y-3">
      <h2 id="admin-users-title" className="text-lg font-semibold tracking-tight">
        <Trans>Users</Trans>
      </h2>
      <form
        className="flex gap-2"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setSubmitted(search.trim());
        }}
      >
        <Input
          aria-label={t`Search users by email or username`}
          placeholder={t`Search email or username`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit" variant="outline" aria-label={t`Search`}>
          <Search className="size-4" />
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Select
          aria-label={t`Verified`}
          value={filters.verified ?? ANY}
          onValueChange={(v) => setFilter('verified', v)}
          options={[
            { value: ANY, label: t`Verified: any` },
            { value: 'true', label: t`Verified` },
            { value: 'false', label: t`Not verified` },
          ]}
        />
        <Select
          aria-label={t`Role`}
          value={filters.admin ?? ANY}
          onValueChange={(v) => setFilter('admin', v)}
          options={[
            { value: ANY, label: t`Role: any` },
            { value: 'true', label: t`Admins` },
            { value: 'false', label: t`Users` },
          ]}
        />
        <Select
          aria-label={t`Trial status`}
          value={filters.trialCategory ?? ANY}
          onValueChange={(v) => setFilter('trialCategory', v)}
          options={[
            { value: ANY, label: t`Trial: any` },
            { value: 'trial', label: t`On trial` },
            { value: 'grace', label: t`Grace period` },
            { value: 'expired', label: t`Expired` },
            { value: 'subscription', label: t`Subscribed` },
            { value: 'beta', label: t`Beta` },
            { value: 'admin', label: t`Admin access` },
          ]}
        />
        <Select
          aria-label={t`Sales`}
          value={filters.hasSales ?? ANY}
          onValueChange={(v) => setFilter('hasSales', v)}
          options={[
            { value: ANY, label: t`Sales: any` },
            { value: 'true', label: t`Has sales` },
            { value: 'false', label: t`No sales` },
          ]}
        />
        <Select
          aria-label={t`Sort by`}
          value={filters.sort}
          onValueChange={(v) => setFilter('sort', v)}
          options={[
            { value: 'created_at', label: t`Joined` },
            { value: 'last_active', label: t`Last active` },
            { value: 'sales_count', label: t`Sales` },
            { value: 'businesses_count', label: t`Businesses` },
            { value: 'email', label: t`Email` },
            { value: 'username', label: t`Username` },
          ]}
        />
        <Select
          aria-label={t`Order`}
          value={filters.order}
          onValueChange={(v) => setFilter('order', v)}
          options={[
            { value: 'desc', label: t`Descending` },
            { value: 'asc', label: t`Ascending` },
          ]}
        />
      </div>

      {users.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <EmptyState
          icon={Users}
          title={t`Failed to load users`}
          description={errorMessage(users.error, t`An unexpected error occurred`)}
          action={
            <Button onClick={() => void users.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t`No users match`}
          description={t`Change the search or the filters.`}
        />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
          <table className="w-full min-w-[720px] text-sm">
            <thead className="text-left text-muted-foreground">
              <tr className="border-b border-border">
                <th className="p-3 font-medium">
                  <Trans>User</Trans>
                </th>
                <th className="p-3 font-medium">
                  <Trans>Trial</Trans>
                </th>
                <th className="p-3 text-right font-medium">
                  <Trans>Businesses</Trans>
                </th>
                <th className="p-3 text-right font-medium">
                  <Trans>Sales</Trans>
                </th>
                <th className="p-3 font-medium">
                  <Trans>Last active</Trans>
                </th>
                <th className="p-3 font-medium">
                  <Trans>Joined</Trans>
                </th>
                {isSuperAdmin && (
                  <th className="p-3 font-medium">
                    <Trans>Role</Trans>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((u) => (
                <tr key={u.id} className="border-b border-border last:border-0">
                  <td className="p-3">
                    <button
                      type="button"
                      className="text-left hover:underline focus-visible:underline"
                      onClick={() => onOpen(u.id)}
                    >
                      <span className="font-medium text-foreground">{u.username}</span>{' '}
                      <RoleBadge user={u} />
                      {!u.is_verified && (
                        <Badge variant="warning">
                          <Trans>Unverified</Trans>
                        </Badge>
                      )}
                      <span className="block text-muted-foreground">{u.email}</span>
                    </button>
                  </td>
                  <td className="p-3">
                    {trialStatusLabel(i18n, u.trial_status)}
                    {u.plan && <span className="block text-muted-foreground">{u.plan}</span>}
                  </td>
                  <td className="p-3 text-right tabular-nums">{u.businesses_count}</td>
                  <td className="p-3 text-right tabular-nums">{u.sales_count}</td>
                  <td className="p-3">{shortDate(u.last_active_at)}</td>
                  <td className="p-3">{shortDate(u.created_at)}</td>
                  {isSuperAdmin && (
                    <td className="p-3">
                      {u.admin_role ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={u.id === me?.id}
                          onClick={() => setPending({ user: u, action: 'remove-admin' })}
                        >
                          <Trans>Remove admin</Trans>
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setPending({ user: u, action: 'make-admin' })}
                        >
                          <Trans>Make admin</Trans>
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>
          <Plural value={total} one="# user" other="# users" />{' '}
          <Trans>
            · page {page} of {pages}
          </Trans>
        </span>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            aria-label={t`Previous page`}
          >
            <ChevronLeft className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            aria-label={t`Next page`}
          >
            <ChevronRight className="size-4" />
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.action === 'make-admin'
            ? t`Make this user an admin?`
            : t`Remove admin privileges?`
        }
        description={
          pendingEmail
            ? pending?.action === 'make-admin'
              ? t`${pendingEmail} will see the back office: all users and platform statistics.`
              : t`${pendingEmail} will lose access to the back office.`
            : undefined
        }
        confirmLabel={pending?.action === 'make-admin' ? t`Make admin` : t`Remove admin`}
        destructive={pending?.action === 'remove-admin'}
        onConfirm={confirm}
      />
    </section>
  );
}
