/**
 * Code 128 (ISO/IEC 15417) for any printable ASCII text: code set B for text, code set C for
 * runs of digits (two digits a symbol, so a 12-digit SKU stays short enough for a small label).
 */

/** The widths of each symbol's bars and spaces, bar first (value 0-105), then the stop (106). */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
export const CODE128_PATTERNS: readonly string[] = PATTERNS;

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;
/** Light margins before and after, in modules (the standard's minimum). */
export const CODE128_QUIET = 10;

const isPrintableAscii = (text: string) => /^[\x20-\x7e]+$/.test(text);
const digitRun = (text: string, from: number) => {
  let end = from;
  while (end < text.length && text[end]! >= '0' && text[end]! <= '9') end++;
  return end - from;
};

/**
 * The symbol values (start, data, check, stop), or null for text Code 128 cannot hold here
 * (empty, or characters outside printable ASCII). Digits go in code set C where that is
 * shorter: 4 or more at the start or end, 6 or more in the middle, an odd one first in B.
 */
export function code128Values(text: string): number[] | null {
  if (!text || !isPrintableAscii(text)) return null;
  const worthC = (from: number) => {
    const run = digitRun(text, from);
    const atEdge = from === 0 || from + run === text.length;
    if (run === text.length) return (run >= 2 && run % 2 === 0) || run >= 4;
    return run >= (atEdge ? 4 : 6);
  };
  let setC = worthC(0);
  const values = [setC ? START_C : START_B];
  let i = 0;
  while (i < text.length) {
    if (setC) {
      if (digitRun(text, i) >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      values.push(CODE_B);
      setC = false;
    }
    // In B: switch to C when the digits from here (after an odd one) are worth it.
    const run = digitRun(text, i);
    if (worthC(i) && run % 2 === 0) {
      values.push(CODE_C);
      setC = true;
      continue;
    }
    values.push(text.charCodeAt(i) - 32);
    i++;
  }
  const check = values.reduce((sum, v, k) => sum + v * Math.max(k, 1), 0) % 103;
  values.push(check, STOP);
  return values;
}

/** The modules of the whole symbol ('1' a dark module), without its light margins. */
export function code128Modules(text: string): string | null {
  const values = code128Values(text);
  if (!values) return null;
  let modules = '';
  for (const v of values) {
    [...PATTERNS[v]!].forEach((w, k) => {
      modules += (k % 2 === 0 ? '1' : '0').repeat(Number(w));
    });
  }
  return modules;
}
