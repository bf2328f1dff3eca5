import { msg } from '@lingui/core/macro';

/**
 * SPEC section 8, store messages of the businesses feature, word for word. Plain English: app/
 * routes read them as strings; this feature shows them through `BUSINESS_STORE_TEXTS`.
 */
export const BUSINESS_STORE_MESSAGES = {
  loadFailed: 'Failed to load businesses',
  loadDetailsFailed: 'Failed to load business details',
  logoUploadFailed: 'Failed to upload logo',
} as const;

/** The same SPEC texts, in the reader's language (English stays word for word). */
export const BUSINESS_STORE_TEXTS = {
  loadFailed: msg`Failed to load businesses`,
  loadDetailsFailed: msg`Failed to load business details`,
  logoUploadFailed: msg`Failed to upload logo`,
} as const;

/** Our own texts for the failures SPEC does not word. */
export const BUSINESS_UI_MESSAGES = {
  createFailed: msg`Could not create the business. Please try again.`,
  updateFailed: msg`Could not save your changes. Please try again.`,
  deleteFailed: msg`Could not delete the business. Please try again.`,
  logoRemoveFailed: msg`Could not remove the logo. Please try again.`,
  managersLoadFailed: msg`Could not load the managers of this business.`,
  managerAddFailed: msg`Could not add the manager. Please try again.`,
  managerRemoveFailed: msg`Could not remove the manager. Please try again.`,
} as const;
