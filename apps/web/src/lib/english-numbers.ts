/**
 * Money and counts in English without Intl, for the first screen of a cold page (issue 21).
 *
 * The first `Intl.NumberFormat` of a page makes V8 load ICU's number data: 35-125 ms on a
 * desktop in Chromium 156, in one task a phone runs four times slower, and Lighthouse's mobile
 * simulation counted it as the POS's longest task (500 ms of its 1.9 s of blocking time). For
 * the English locales below every currency formats as `-¤#,##0.00`, the sign first, the
 * group separator a comma, the narrow symbol in front (with a no-break space after one that
 * ends in a letter, as CLDR's currency spacing says), rounded half away from zero on the
 * number's shortest decimal form: nothing here needs ICU. Every other locale, and the codes
 * whose data differs between ICU versions in use, go through Intl as before.
 *
 * The table is CLDR's, read with `formatToParts` in Chromium 156 and Node 20 (ICU 78), which
 * agree on it; `english-numbers.test.ts` compares every currency with Intl for each locale below,
 * and the POS journey compares a price on screen with the browser's own Intl.
 */

/** Locales whose currency formats are all the same as en-US's (checked: see above). */
const ENGLISH = new Set(['en', 'en-US', 'en-GB', 'en-CA', 'en-NG', 'en-GH', 'en-RW', 'en-ZM']);

/** Narrow symbols (and the space after them) by the codes that use them; any other: `XYZ\u00a0`. */
const PREFIXES: [string, string][] = [
  ['؋', 'AFN'],
  ['֏', 'AMD'],
  ['Kz\u00a0', 'AOA'],
  [
    '$',
    'ARS AUD BBD BMD BND BSD BZD CAD CLP COP CUP DOP FJD GYD HKD JMD KYD LRD MXN NAD NZD SBD SGD SRD TTD TWD USD UYU XCD',
  ],
  ['₼', 'AZN'],
  ['KM\u00a0', 'BAM'],
  ['৳', 'BDT'],
  ['Bs\u00a0', 'BOB'],
  ['R$', 'BRL'],
  ['P\u00a0', 'BWP'],
  ['¥', 'CNY JPY'],
  ['₡', 'CRC'],
  ['Kč\u00a0', 'CZK'],
  ['kr\u00a0', 'DKK ISK NOK SEK'],
  ['E£', 'EGP'],
  ['€', 'EUR'],
  ['£', 'FKP GBP GIP SHP SSP SYP'],
  ['₾', 'GEL'],
  ['GH₵', 'GHS'],
  ['FG\u00a0', 'GNF'],
  ['Q\u00a0', 'GTQ'],
  ['L\u00a0', 'HNL'],
  ['Ft\u00a0', 'HUF'],
  ['Rp\u00a0', 'IDR'],
  ['₪', 'ILS'],
  ['₹', 'INR'],
  ['⃀', 'KGS'],
  ['៛', 'KHR'],
  ['CF\u00a0', 'KMF'],
  ['₩', 'KPW KRW'],
  ['₸', 'KZT'],
  ['₭', 'LAK'],
  ['L£', 'LBP'],
  ['Rs\u00a0', 'LKR MUR NPR PKR'],
  ['Ar\u00a0', 'MGA'],
  ['K\u00a0', 'MMK'],
  ['₮', 'MNT'],
  ['RM\u00a0', 'MYR'],
  ['₦', 'NGN'],
  ['C$', 'NIO'],
  ['₱', 'PHP'],
  ['zł\u00a0', 'PLN'],
  ['₲', 'PYG'],
  ['lei\u00a0', 'RON'],
  ['₽', 'RUB'],
  ['RF\u00a0', 'RWF'],
  ['Db\u00a0', 'STN'],
  ['฿', 'THB'],
  ['T$', 'TOP'],
  ['₺', 'TRY'],
  ['₴', 'UAH'],
  ['₫', 'VND'],
  ['FCFA\u00a0', 'XAF'],
  ['F\u202fCFA\u00a0', 'XOF'],
  ['CFPF\u00a0', 'XPF'],
  ['R\u00a0', 'ZAR'],
  ['ZK\u00a0', 'ZMW'],
];

/** Fraction digits other than two (CLDR's, not always ISO 4217's: COP, HUF, IDR, PKR...). */
const ZERO_DIGITS =
  'AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF ' +
  'SOS SYP UGX VND VUV XAF XOF XPF YER';
const THREE_DIGITS = 'BHD JOD KWD LYD OMR TND';

/** Their symbol or digits changed between ICU versions still in browsers: left to Intl. */
const UNSETTLED = new Set(['RSD', 'XCG']);

const PREFIX_BY_CODE = new Map(
  PREFIXES.flatMap(([prefix, codes]) => codes.split(' ').map((c) => [c, prefix] as const)),
);
const DIGITS_BY_CODE = new Map([
  ...ZERO_DIGITS.split(' ').map((c) => [c, 0] as const),
  ...THREE_DIGITS.split(' ').map((c) => [c, 3] as const),
]);

const prefixOf = (currency: string) => PREFIX_BY_CODE.get(currency) ?? `${currency}\u00a0`;
const digitsOf = (currency: string) => DIGITS_BY_CODE.get(currency) ?? 2;
/** Intl writes the sign of negative numbers, -0 and what rounds to 0 from below included. */
const minus = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

/** Whether the reader's locale writes numbers as en-US does (the functions below apply). */
export function writesInEnglish(locale = readerLocale()): boolean {
  return ENGLISH.has(locale);
}

/** Whether `formatEnglishMoney` formats this currency as Intl would in the reader's locale. */
export function formatsInEnglish(currency: string, locale = readerLocale()): boolean {
  return writesInEnglish(locale) && /^[A-Z]{3}$/.test(currency) && !UNSETTLED.has(currency);
}

function readerLocale(): string {
  return typeof navigator === 'undefined' ? '' : navigator.language;
}

/** '₦1,250.00', '-CHF\u00a012.50', 'F\u202fCFA\u00a01,250': only where `formatsInEnglish`. */
export function formatEnglishMoney(amount: number, currency: string): string | null {
  const decimal = String(Math.abs(amount));
  // NaN, Infinity and the exponent forms (from 1e21, under 1e-6) are Intl's to write.
  if (!/^\d+(\.\d+)?$/.test(decimal)) return null;
  const places = digitsOf(currency);
  const [whole, fraction] = roundHalfExpand(decimal, places);
  return `${minus(amount)}${prefixOf(currency)}${group(whole)}${places ? `.${fraction}` : ''}`;
}

/** '1,234', '-12': a safe integer as `new Intl.NumberFormat()` writes it in English, else null. */
export function formatEnglishInteger(n: number): string | null {
  if (!Number.isSafeInteger(n)) return null;
  return `${minus(n)}${group(String(Math.abs(n)))}`;
}

/** The narrow symbol alone (Intl's `currency` part): '₦', 'GH₵', 'CHF'. */
export function englishCurrencySymbol(currency: string): string {
  return prefixOf(currency).replace(/\u00a0$/, '');
}

/** '1234.5' to 2 places: ['1234', '50']; '0.125' -> ['0', '13']; '9.995' -> ['10', '00']. */
function roundHalfExpand(decimal: string, places: number): [string, string] {
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length <= places) return [whole, fraction.padEnd(places, '0')];
  const kept = whole + fraction.slice(0, places);
  const rounded = fraction.charCodeAt(places) >= 53 /* '5' */ ? increment(kept) : kept;
  const split = rounded.length - places;
  return [rounded.slice(0, split), rounded.slice(split)];
}

/** '1299' -> '1300', '0999' -> '1000': a digit string plus one, its width kept. */
const increment = (digitString: string) =>
  (BigInt(digitString) + 1n).toString().padStart(digitString.length, '0');

/** '1234567' -> '1,234,567'. */
const group = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');
