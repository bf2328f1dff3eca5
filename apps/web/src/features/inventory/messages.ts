import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from './format.ts';

/**
 * SPEC section 8, store messages of the inventory feature, word for word in English. Descriptors:
 * each screen resolves them in the reader's language (`i18n._(...)`) when it shows one.
 */
export const INVENTORY_STORE_MESSAGES = {
  loadFailed: msg`Failed to load inventory items`,
  createFailed: msg`Failed to create item`,
  updateFailed: msg`Failed to update item`,
  deleteFailed: msg`Failed to delete item`,
} as const;

/** Our own texts for what SPEC does not word. */
export const INVENTORY_UI_MESSAGES = {
  imageUploadFailed: msg`The item was saved, but its image was not`,
  stockFailed: msg`Could not record the stock change. Please try again.`,
  exportFailed: msg`Could not export your inventory. Please try again.`,
  importFailed: msg`Could not import the file. Please try again.`,
  checkFailed: msg`Could not check the file. Please try again.`,
  bulkFailed: msg`Some products could not be changed. Please try again.`,
} as const;

/** "1 product" / "1,234 products": the figure through lib/format, the word by the language's plural rules. */
export const productCount = (i18n: I18n, n: number) => {
  const count = formatCount(n);
  return i18n._(msg`${plural(n, { one: `${count} product`, other: `${count} products` })}`);
};
