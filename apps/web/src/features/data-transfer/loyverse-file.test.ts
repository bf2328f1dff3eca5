import { describe, expect, it } from 'vitest';
import { headerCells, storesOfLoyverseFile } from './loyverse-file.ts';

describe('the stores of a Loyverse items file', () => {
  it('are read from its header, each once, quotes and a byte-order mark aside', async () => {
    const csv =
      '\uFEFFHandle,SKU,Name,"Price [Main Store]",In stock [Main Store],Price [Airport Kiosk],Low stock [Airport Kiosk]\n' +
      'rice,R5,Rice,12.5,10,13,2\n';
    expect(await storesOfLoyverseFile(new Blob([csv]))).toEqual(['Main Store', 'Airport Kiosk']);
  });

  it('are none for a file of another shape', async () => {
    expect(await storesOfLoyverseFile(new Blob(['Name,Price\nRice,12\n']))).toEqual([]);
    expect(headerCells('"a", b ,"c"')).toEqual(['a', 'b', 'c']);
  });
});
