import { describe, expect, it } from 'vitest';
import { labelsDocument } from './label-document.ts';

describe('labelsDocument', () => {
  it('prints each label as name, price with its code, the barcode and a rule to cut along', () => {
    const bread = {
      name: 'Sliced Bread',
      price: '₦1,200.00',
      priceWithCode: 'NGN 1,200.00',
      barcode: { type: 'ean13' as const, value: '2012345678903' },
    };
    const loose = { ...bread, name: 'Loose Beans', barcode: null };
    expect(labelsDocument([bread, loose]).blocks).toEqual([
      { kind: 'text', text: 'Sliced Bread', align: 'center', bold: true },
      { kind: 'text', text: 'NGN 1,200.00', align: 'center' },
      { kind: 'barcode', value: '2012345678903', symbology: 'ean13' },
      { kind: 'separator' },
      { kind: 'text', text: 'Loose Beans', align: 'center', bold: true },
      { kind: 'text', text: 'NGN 1,200.00', align: 'center' },
      { kind: 'separator' },
    ]);
  });
});
