/**
 * The sticker sheets labels print on, in millimetres, and where each label sits. Measurements
 * are the manufacturers' (die-cut, no printer margins assumed); the content keeps its own padding
 * inside each label so a sheet fed a millimetre off still prints whole labels.
 */
export type SheetId = 'a4-3x8' | 'a4-4x10' | 'letter-3x10';
export type Paper = 'a4' | 'letter';

export interface SheetSpec {
  id: SheetId;
  paper: Paper;
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** The first label's top left corner. */
  marginLeft: number;
  marginTop: number;
  /** Distance from one label's left (top) edge to the next one's. */
  pitchX: number;
  pitchY: number;
  /** Padding inside a label and its type sizes (points). */
  padding: number;
  nameSize: number;
  priceSize: number;
}

const A4 = { paper: 'a4', pageWidth: 210, pageHeight: 297 } as const;
const LETTER = { paper: 'letter', pageWidth: 215.9, pageHeight: 279.4 } as const;
const INCH = 25.4;

export const SHEETS: Record<SheetId, SheetSpec> = {
  // 24 labels of 70 x 37 mm edge to edge (Avery 3474, Herma 4453): 296 of 297 mm used.
  'a4-3x8': {
    id: 'a4-3x8',
    ...A4,
    columns: 3,
    rows: 8,
    labelWidth: 70,
    labelHeight: 37,
    marginLeft: 0,
    marginTop: 0.5,
    pitchX: 70,
    pitchY: 37,
    padding: 3.5,
    nameSize: 9.5,
    priceSize: 13,
  },
  // 40 labels of 48.5 x 25.4 mm (Avery 3657, Herma 4608): 8 mm sides, 21.5 mm top and bottom.
  'a4-4x10': {
    id: 'a4-4x10',
    ...A4,
    columns: 4,
    rows: 10,
    labelWidth: 48.5,
    labelHeight: 25.4,
    marginLeft: 8,
    marginTop: 21.5,
    pitchX: 48.5,
    pitchY: 25.4,
    padding: 2,
    nameSize: 7,
    priceSize: 9.5,
  },
  // Avery 5160: 30 labels of 2 5/8 x 1 in, 3/16 in sides, 1/2 in top, 1/8 in between columns.
  'letter-3x10': {
    id: 'letter-3x10',
    ...LETTER,
    columns: 3,
    rows: 10,
    labelWidth: 2.625 * INCH,
    labelHeight: INCH,
    marginLeft: 0.1875 * INCH,
    marginTop: 0.5 * INCH,
    pitchX: 2.75 * INCH,
    pitchY: INCH,
    padding: 2,
    nameSize: 7.5,
    priceSize: 10,
  },
};

export const SHEET_IDS = Object.keys(SHEETS) as SheetId[];
export const perSheet = (sheet: SheetSpec) => sheet.columns * sheet.rows;

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of position `slot` (0 = top left, across then down). */
export function slotBox(sheet: SheetSpec, slot: number): LabelBox {
  const column = slot % sheet.columns;
  const row = Math.floor(slot / sheet.columns);
  return {
    x: sheet.marginLeft + column * sheet.pitchX,
    y: sheet.marginTop + row * sheet.pitchY,
    width: sheet.labelWidth,
    height: sheet.labelHeight,
  };
}

export interface PlacedLabel<T> extends LabelBox {
  label: T;
}

/** The sticker the first page starts at, brought onto the sheet. */
export const startSlot = (sheet: SheetSpec, startAt: number) =>
  Math.min(Math.max(0, Math.floor(startAt) || 0), perSheet(sheet) - 1);

/** How many pages the labels take from that start. */
export const pageCount = (sheet: SheetSpec, count: number, startAt: number) =>
  count === 0 ? 0 : Math.ceil((startSlot(sheet, startAt) + count) / perSheet(sheet));

/**
 * Labels placed on pages: the first page starts at `startAt` (0-based: stickers already used on
 * a part sheet are skipped), every later page at its top left.
 */
export function placeLabels<T>(sheet: SheetSpec, labels: T[], startAt = 0): PlacedLabel<T>[][] {
  const size = perSheet(sheet);
  const first = startSlot(sheet, startAt);
  const pages: PlacedLabel<T>[][] = [];
  labels.forEach((label, n) => {
    const slot = first + n;
    const page = Math.floor(slot / size);
    (pages[page] ??= []).push({ ...slotBox(sheet, slot % size), label });
  });
  return pages;
}
