import { msg } from '@lingui/core/macro';

/** Query keys of the notifications feature (STYLE.md: one factory per resource). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list', 'web'] as const,
  history: () => [...notificationKeys.all, 'history', 'web'] as const,
};

/** SPEC section 8's texts, resolved where shown (`i18n._(NOTIFICATION_MESSAGES.load)`). */
export const NOTIFICATION_MESSAGES = {
  load: msg`Failed to load notifications`,
  loadOne: msg`Failed to load notification`,
  read: msg`Failed to mark notification as read`,
  readAll: msg`Failed to mark notifications as read`,
  delete: msg`Failed to delete notification`,
} as const;
