import { describe, expect, test } from 'vitest';
import { i18nFor } from '#src/i18n/for-language.ts';
import { categoryLabel, shareSlices, type CategoryRow } from './report-model.ts';

const row = (name: string | null, value: number): CategoryRow => ({
  categoryId: name,
  categoryName: name,
  itemCount: 1,
  unitCount: 1,
  stockValueAtCost: value,
  stockValueAtPrice: value * 2,
  potentialProfit: value,
  lowStockCount: 0,
  outOfStockCount: 0,
});

describe('the stock report’s own words in the reader’s language', () => {
  test('a product without a category, and the folded slices', async () => {
    const [en, fr] = await Promise.all([i18nFor('en'), i18nFor('fr')]);
    const rows = [row('A', 50), row('B', 40), row('C', 30), row(null, 20), row('E', 10)];
    expect(categoryLabel(en, { categoryName: null })).toBe('Uncategorised');
    expect(categoryLabel(fr, { categoryName: null })).toBe('Sans catégorie');
    // The owner's category names are never translated.
    expect(categoryLabel(fr, { categoryName: 'Boissons fraîches' })).toBe('Boissons fraîches');
    expect(shareSlices(en, rows, 3).at(-1)?.name).toBe('3 other categories');
    expect(shareSlices(fr, rows, 3).at(-1)?.name).toBe('3 autres catégories');
    expect(shareSlices(fr, rows, 4).at(-1)?.name).toBe('2 autres catégories');
    expect(shareSlices(en, rows.slice(0, 4), 3).at(-1)?.name).toBe('2 other categories');
  });
});
