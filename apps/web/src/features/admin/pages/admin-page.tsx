import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/session.ts';
import { useAdminStats } from '../api/admin-api.ts';
import { AdminStats } from '../components/admin-stats.tsx';
import { UserDetail } from '../components/user-detail.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** /admin: platform statistics and the users (SPEC section 2; admins). */
export function AdminPage() {
  const { isSuperAdmin } = useSession();
  const stats = useAdminStats();
  const [openUser, setOpenUser] = useState<string | null>(null);
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 p-4 sm:p-6">
      <PageHeader
        title={t`Admin`}
        description={t`Platform statistics and users`}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/notifications">
                <Trans>Notifications</Trans>
              </Link>
            </Button>
            {isSuperAdmin && (
              <>
                <Button asChild variant="outline" size="sm">
                  <Link to="/admin/app-versions">
                    <Trans>App versions</Trans>
                  </Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link to="/test-backend">
                    <Trans>Backend test</Trans>
                  </Link>
                </Button>
              </>
            )}
          </>
        }
      />
      {stats.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : stats.isError ? (
        <EmptyState
          icon={BarChart3}
          title={t`Statistics could not be loaded`}
          description={errorMessage(stats.error, t`An unexpected error occurred`)}
          action={
            <Button onClick={() => void stats.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <AdminStats stats={stats.data} />
      )}
      <UsersTable onOpen={setOpenUser} />
      <UserDetail id={openUser} onClose={() => setOpenUser(null)} />
    </div>
  );
}
