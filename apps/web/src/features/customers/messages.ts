import { msg } from '@lingui/core/macro';

/**
 * The customer texts of the contracts (`CUSTOMER_MESSAGES`, SPEC section 8's store messages) that
 * this feature shows itself, in the reader's language; the English is word for word the same.
 */
export const CUSTOMER_TEXTS = {
  loadListFailed: msg`Failed to load customers`,
  loadFailed: msg`Failed to load customer`,
  createFailed: msg`Failed to create customer`,
  updateFailed: msg`Failed to update customer`,
  deleteFailed: msg`Failed to delete customer`,
} as const;
