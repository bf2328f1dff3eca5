/** SPEC section 8, store messages of the businesses feature, word for word. */
export const BUSINESS_STORE_MESSAGES = {
  loadFailed: 'Failed to load businesses',
  loadDetailsFailed: 'Failed to load business details',
  logoUploadFailed: 'Failed to upload logo',
} as const;

/** Our own texts for the failures SPEC does not word. */
export const BUSINESS_UI_MESSAGES = {
  createFailed: 'Could not create the business. Please try again.',
  updateFailed: 'Could not save your changes. Please try again.',
  deleteFailed: 'Could not delete the business. Please try again.',
  logoRemoveFailed: 'Could not remove the logo. Please try again.',
  managersLoadFailed: 'Could not load the managers of this business.',
  managerAddFailed: 'Could not add the manager. Please try again.',
  managerRemoveFailed: 'Could not remove the manager. Please try again.',
} as const;
