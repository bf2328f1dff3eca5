/** Texts of the categories feature (SPEC words none of them). */
export const CATEGORY_UI_MESSAGES = {
  loadFailed: 'Could not load your categories.',
  createFailed: 'Could not add the category. Please try again.',
  renameFailed: 'Could not rename the category. Please try again.',
  deleteFailed: 'Could not delete the category. Please try again.',
  reorderFailed: 'Could not save the new order. It has been put back.',
} as const;

export const itemCountLabel = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
