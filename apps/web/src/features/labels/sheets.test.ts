import { describe, expect, it } from 'vitest';
import { perSheet, placeLabels, SHEETS, slotBox } from './sheets.ts';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('sticker sheets', () => {
  it('puts each sheet inside its page, labels edge to edge or with the stated gaps', () => {
    for (const sheet of Object.values(SHEETS)) {
      const last = slotBox(sheet, perSheet(sheet) - 1);
      expect(last.x + last.width).toBeLessThanOrEqual(sheet.pageWidth + 1e-9);
      expect(last.y + last.height).toBeLessThanOrEqual(sheet.pageHeight + 1e-9);
      // Centred on the page, as the sheets are cut.
      expect(close(last.x + last.width, sheet.pageWidth - sheet.marginLeft)).toBe(true);
    }
  });

  it('places A4 3x8 labels of 70 x 37 mm', () => {
    const sheet = SHEETS['a4-3x8'];
    expect(perSheet(sheet)).toBe(24);
    expect(slotBox(sheet, 0)).toEqual({ x: 0, y: 0.5, width: 70, height: 37 });
    expect(slotBox(sheet, 4)).toEqual({ x: 70, y: 37.5, width: 70, height: 37 });
    expect(slotBox(sheet, 23)).toEqual({ x: 140, y: 259.5, width: 70, height: 37 });
  });

  it('places A4 4x10 labels of 48.5 x 25.4 mm', () => {
    const sheet = SHEETS['a4-4x10'];
    expect(perSheet(sheet)).toBe(40);
    expect(slotBox(sheet, 0)).toEqual({ x: 8, y: 21.5, width: 48.5, height: 25.4 });
    const last = slotBox(sheet, 39);
    expect(last.x).toBeCloseTo(153.5, 9);
    expect(last.y).toBeCloseTo(250.1, 9);
  });

  it('places Avery 5160 (Letter 3x10) labels in inches', () => {
    const sheet = SHEETS['letter-3x10'];
    expect(perSheet(sheet)).toBe(30);
    expect(sheet.paper).toBe('letter');
    const first = slotBox(sheet, 0);
    expect(first.x).toBeCloseTo(4.7625, 9); // 3/16 in
    expect(first.y).toBeCloseTo(12.7, 9); // 1/2 in
    expect(first.width).toBeCloseTo(66.675, 9); // 2 5/8 in
    expect(first.height).toBeCloseTo(25.4, 9);
    const second = slotBox(sheet, 1);
    expect(second.x - (first.x + first.width)).toBeCloseTo(3.175, 9); // 1/8 in gap
    const last = slotBox(sheet, 29);
    expect(last.y + last.height).toBeCloseTo(279.4 - 12.7, 9);
  });

  it('skips used stickers on the first sheet and fills the next sheets from the top', () => {
    const sheet = SHEETS['a4-3x8'];
    const labels = Array.from({ length: 30 }, (_, n) => n);
    const pages = placeLabels(sheet, labels, 20);
    expect(pages.map((p) => p.length)).toEqual([4, 24, 2]);
    expect(pages[0]![0]).toMatchObject({ label: 0, ...slotBox(sheet, 20) });
    expect(pages[1]![0]).toMatchObject({ label: 4, x: 0, y: 0.5 });
    expect(pages[2]![1]).toMatchObject({ label: 29, x: 70, y: 0.5 });
    // Out-of-range starts are brought back onto the sheet.
    expect(placeLabels(sheet, [1], -3)[0]![0]).toMatchObject({ x: 0, y: 0.5 });
    expect(placeLabels(sheet, [1], 99)[0]![0]).toMatchObject(slotBox(sheet, 23));
    expect(placeLabels(sheet, [], 0)).toEqual([]);
  });
});

describe('pages', () => {
  it('counts the pages from the start sticker', async () => {
    const { pageCount } = await import('./sheets.ts');
    const sheet = SHEETS['a4-4x10'];
    expect(pageCount(sheet, 0, 5)).toBe(0);
    expect(pageCount(sheet, 40, 0)).toBe(1);
    expect(pageCount(sheet, 40, 1)).toBe(2);
    expect(pageCount(sheet, 35, 5)).toBe(1);
    expect(pageCount(sheet, 81, 0)).toBe(3);
  });
});
