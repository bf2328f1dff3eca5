import { AdminNotificationsPage } from '#src/features/admin-notifications/pages/admin-notifications-page.tsx';

/** /admin/notifications (admins only, see routes.tsx). */
export function AdminNotificationsRoute() {
  return <AdminNotificationsPage />;
}
