/** Query keys of the notifications feature (STYLE.md: one factory per resource). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list', 'web'] as const,
  history: () => [...notificationKeys.all, 'history', 'web'] as const,
};

export const NOTIFICATION_MESSAGES = {
  load: 'Failed to load notifications',
  loadOne: 'Failed to load notification',
  read: 'Failed to mark notification as read',
  readAll: 'Failed to mark notifications as read',
  delete: 'Failed to delete notification',
} as const;
