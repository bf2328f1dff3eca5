import { isValidEan13 } from '@app/contracts/domain/ean13';
import { CODE128_QUIET, code128Modules } from './code128.ts';
import { EAN13_QUIET, ean13Modules } from './ean13.ts';

export type BarcodeType = 'ean13' | 'code128';

/** What a label's barcode says, before it is drawn (the thermal printer draws its own). */
export interface BarcodeValue {
  type: BarcodeType;
  value: string;
}

/** A barcode drawn as modules ('1' dark), with the light margins it needs on each side. */
export interface BarcodeSymbol extends BarcodeValue {
  modules: string;
  quietLeft: number;
  quietRight: number;
}

/** EAN-13 for a valid 13-digit code, Code 128 for any other printable ASCII code, else null. */
export function barcodeValue(code: string | null | undefined): BarcodeValue | null {
  const value = code?.trim();
  if (!value) return null;
  if (isValidEan13(value)) return { type: 'ean13', value };
  return code128Modules(value) ? { type: 'code128', value } : null;
}

export function barcodeSymbol({ type, value }: BarcodeValue): BarcodeSymbol {
  if (type === 'ean13') {
    return {
      type,
      value,
      modules: ean13Modules(value)!,
      quietLeft: EAN13_QUIET.left,
      quietRight: EAN13_QUIET.right,
    };
  }
  return {
    type,
    value,
    modules: code128Modules(value)!,
    quietLeft: CODE128_QUIET,
    quietRight: CODE128_QUIET,
  };
}

/** The dark bars as [start module, width in modules]: what a PDF or SVG draws as rectangles. */
export function barRuns(modules: string): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== '1') continue;
    const start = i;
    while (modules[i + 1] === '1') i++;
    runs.push([start, i - start + 1]);
  }
  return runs;
}
