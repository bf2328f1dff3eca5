import { ADMIN_MESSAGES, type AdminUser, type AdminUsersQuery } from '@app/contracts/admin';
import { MESSAGES } from '@app/contracts/messages';
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
import { useSession } from '#src/lib/session.ts';
import { useAdminUsers, useRoleChange } from '../api/admin-api.ts';

const PAGE_SIZE = 25;
const ANY = 'any';

const shortDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—';

function RoleBadge({ user }: { user: AdminUser }) {
  if (user.admin_role === 'super_admin') return <Badge variant="primary">Super admin</Badge>;
  if (user.admin_role === 'admin') return <Badge variant="primary">Admin</Badge>;
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
            ? ADMIN_MESSAGES.makeAdminFailed
            : ADMIN_MESSAGES.removeAdminFailed,
        ),
      );
      throw err;
    }
  };

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby="admin-users-title" className="space-y-3">
      <h2 id="admin-users-title" className="text-lg font-semibold tracking-tight">
        Users
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
          aria-label="Search users by email or username"
          placeholder="Search email or username"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search className="size-4" />
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Select
          aria-label="Verified"
          value={filters.verified ?? ANY}
          onValueChange={(v) => setFilter('verified', v)}
          options={[
            { value: ANY, label: 'Verified: any' },
            { value: 'true', label: 'Verified' },
            { value: 'false', label: 'Not verified' },
          ]}
        />
        <Select
          aria-label="Role"
          value={filters.admin ?? ANY}
          onValueChange={(v) => setFilter('admin', v)}
          options={[
            { value: ANY, label: 'Role: any' },
            { value: 'true', label: 'Admins' },
            { value: 'false', label: 'Users' },
          ]}
        />
        <Select
          aria-label="Trial status"
          value={filters.trialCategory ?? ANY}
          onValueChange={(v) => setFilter('trialCategory', v)}
          options={[
            { value: ANY, label: 'Trial: any' },
            { value: 'trial', label: 'On trial' },
            { value: 'grace', label: 'Grace period' },
            { value: 'expired', label: 'Expired' },
            { value: 'subscription', label: 'Subscribed' },
            { value: 'beta', label: 'Beta' },
            { value: 'admin', label: 'Admin access' },
          ]}
        />
        <Select
          aria-label="Sales"
          value={filters.hasSales ?? ANY}
          onValueChange={(v) => setFilter('hasSales', v)}
          options={[
            { value: ANY, label: 'Sales: any' },
            { value: 'true', label: 'Has sales' },
            { value: 'false', label: 'No sales' },
          ]}
        />
        <Select
          aria-label="Sort by"
          value={filters.sort}
          onValueChange={(v) => setFilter('sort', v)}
          options={[
            { value: 'created_at', label: 'Joined' },
            { value: 'last_active', label: 'Last active' },
            { value: 'sales_count', label: 'Sales' },
            { value: 'businesses_count', label: 'Businesses' },
            { value: 'email', label: 'Email' },
            { value: 'username', label: 'Username' },
          ]}
        />
        <Select
          aria-label="Order"
          value={filters.order}
          onValueChange={(v) => setFilter('order', v)}
          options={[
            { value: 'desc', label: 'Descending' },
            { value: 'asc', label: 'Ascending' },
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
          title={ADMIN_MESSAGES.loadUsersFailed}
          description={errorMessage(users.error, MESSAGES.unexpected)}
          action={<Button onClick={() => void users.refetch()}>Try again</Button>}
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No users match"
          description="Change the search or the filters."
        />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
          <table className="w-full min-w-[720px] text-sm">
            <thead className="text-left text-muted-foreground">
              <tr className="border-b border-border">
                <th className="p-3 font-medium">User</th>
                <th className="p-3 font-medium">Trial</th>
                <th className="p-3 text-right font-medium">Businesses</th>
                <th className="p-3 text-right font-medium">Sales</th>
                <th className="p-3 font-medium">Last active</th>
                <th className="p-3 font-medium">Joined</th>
                {isSuperAdmin && <th className="p-3 font-medium">Role</th>}
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
                      {!u.is_verified && <Badge variant="warning">Unverified</Badge>}
                      <span className="block text-muted-foreground">{u.email}</span>
                    </button>
                  </td>
                  <td className="p-3">
                    {u.trial_status.replaceAll('_', ' ')}
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
                          Remove admin
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setPending({ user: u, action: 'make-admin' })}
                        >
                          Make admin
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
          {total} user{total === 1 ? '' : 's'} · page {page} of {pages}
        </span>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            aria-label="Next page"
          >
            <ChevronRight className="size-4" />
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.action === 'make-admin' ? 'Make this user an admin?' : 'Remove admin privileges?'
        }
        description={
          pending
            ? pending.action === 'make-admin'
              ? `${pending.user.email} will see the back office: all users and platform statistics.`
              : `${pending.user.email} will lose access to the back office.`
            : undefined
        }
        confirmLabel={pending?.action === 'make-admin' ? 'Make admin' : 'Remove admin'}
        destructive={pending?.action === 'remove-admin'}
        onConfirm={confirm}
      />
    </section>
  );
}
