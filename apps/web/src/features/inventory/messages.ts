/** SPEC section 8, store messages of the inventory feature, word for word. */
export const INVENTORY_STORE_MESSAGES = {
  loadFailed: 'Failed to load inventory items',
  createFailed: 'Failed to create item',
  updateFailed: 'Failed to update item',
  deleteFailed: 'Failed to delete item',
} as const;

/** Our own texts for what SPEC does not word. */
export const INVENTORY_UI_MESSAGES = {
  imageUploadFailed: 'The item was saved, but its image was not',
  stockFailed: 'Could not record the stock change. Please try again.',
  exportFailed: 'Could not export your inventory. Please try again.',
  importFailed: 'Could not import the file. Please try again.',
  checkFailed: 'Could not check the file. Please try again.',
  bulkFailed: 'Some products could not be changed. Please try again.',
} as const;

export const productCount = (n: number) =>
  `${n.toLocaleString()} ${n === 1 ? 'product' : 'products'}`;
