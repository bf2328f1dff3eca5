import { expect, it } from 'vitest';
import { labelContent, repeatLabels } from './label-content.ts';

const item = { id: 'i1', name: 'Peak Milk Tin', price: 850, barcode: null, sku: null };

it('prints a valid EAN-13 as EAN-13, any other code as Code 128, the SKU when there is no barcode', () => {
  expect(labelContent({ ...item, barcode: '6151234567891' }, '₦850.00')).toEqual({
    name: 'Peak Milk Tin',
    price: '₦850.00',
    barcode: { type: 'ean13', value: '6151234567891' },
  });
  expect(labelContent({ ...item, barcode: '6151234567890' }, 'x').barcode).toEqual({
    type: 'code128',
    value: '6151234567890',
  });
  expect(labelContent({ ...item, sku: 'PM-400' }, 'x').barcode).toEqual({
    type: 'code128',
    value: 'PM-400',
  });
  expect(labelContent({ ...item, barcode: 'ÉCO', sku: 'ECO-1' }, 'x').barcode?.value).toBe('ECO-1');
  expect(labelContent(item, 'x').barcode).toBeNull();
});

it('repeats each label as many times as asked', () => {
  expect(
    repeatLabels([
      { content: 'a', quantity: 2 },
      { content: 'b', quantity: 0 },
      { content: 'c', quantity: 1 },
    ]),
  ).toEqual(['a', 'a', 'c']);
});
