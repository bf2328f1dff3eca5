import { NotificationsPage } from '#src/features/notifications/pages/notifications-page.tsx';

/** /notifications/{notificationId?}. */
export function NotificationsRoute() {
  return <NotificationsPage />;
}
