import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from '#src/lib/format.ts';

/** Texts of the categories feature (SPEC words none of them), resolved in the reader's language. */
export const CATEGORY_UI_MESSAGES = {
  loadFailed: msg`Could not load your categories.`,
  createFailed: msg`Could not add the category. Please try again.`,
  renameFailed: msg`Could not rename the category. Please try again.`,
  deleteFailed: msg`Could not delete the category. Please try again.`,
  reorderFailed: msg`Could not save the new order. It has been put back.`,
} as const;

/** "1 product" / "12 products" by the language's plural rules. */
export const itemCountLabel = (i18n: I18n, n: number) => {
  const count = formatCount(n);
  return i18n._(msg`${plural(n, { one: `${count} product`, other: `${count} products` })}`);
};
