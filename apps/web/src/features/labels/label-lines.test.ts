import { expect, it } from 'vitest';
import {
  addLine,
  MAX_PER_ITEM,
  removeLine,
  replaceItem,
  setQuantity,
  totalLabels,
} from './label-lines.ts';

const rice = { id: 'a', name: 'Rice', price: 10, barcode: null, sku: null };
const oil = { id: 'b', name: 'Oil', price: 5, barcode: '2001234567893', sku: null };

it('adds, merges, changes and removes lines, keeping quantities whole and bounded', () => {
  let lines = addLine([], rice, 3);
  lines = addLine(lines, oil, 2.7);
  lines = addLine(lines, rice, 4);
  expect(lines.map((l) => [l.item.id, l.quantity])).toEqual([
    ['a', 7],
    ['b', 2],
  ]);
  expect(totalLabels(lines)).toBe(9);
  expect(setQuantity(lines, 'a', -5)[0]!.quantity).toBe(0);
  expect(setQuantity(lines, 'a', 1e9)[0]!.quantity).toBe(MAX_PER_ITEM);
  expect(setQuantity(lines, 'a', Number.NaN)[0]!.quantity).toBe(0);
  const coded = replaceItem(lines, { ...rice, barcode: '2009876543217' });
  expect(coded[0]).toEqual({ item: { ...rice, barcode: '2009876543217' }, quantity: 7 });
  expect(removeLine(lines, 'a').map((l) => l.item.id)).toEqual(['b']);
});
