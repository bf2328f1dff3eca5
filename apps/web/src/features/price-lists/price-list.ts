import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Business } from '@app/contracts/businesses';
import type { Category } from '@app/contracts/categories';
import type { InventoryItem } from '@app/contracts/inventory';
import { formatCount, priceFormatter, type CurrencyDisplay } from '#src/lib/format.ts';
import { intlLocale, type IntlService } from '#src/lib/intl-locale.ts';

export type Paper = 'a4' | 'letter';

/** How the price list looks; remembered per business on this device. */
export interface PriceListOptions {
  title: string;
  showImages: boolean;
  showSku: boolean;
  showStock: boolean;
  hideOutOfStock: boolean;
  groupByCategory: boolean;
  currencyDisplay: CurrencyDisplay;
  columns: 1 | 2;
  paper: Paper;
  /** The footer line: how to order, opening hours, a WhatsApp number. */
  note: string;
}

export const TITLE_MAX_LENGTH = 80;
export const NOTE_MAX_LENGTH = 240;

/**
 * The customers' words start in the business's language (ADR 069): `i18n` is that language's,
 * the owner's screen around the list may speak another.
 */
export function defaultNote(business: Pick<Business, 'socials' | 'phone'>, i18n: I18n): string {
  const whatsapp = business.socials.whatsapp;
  if (whatsapp) return i18n._(msg`Order on WhatsApp: ${whatsapp}`);
  const phone = business.phone;
  if (phone) return i18n._(msg`To order, call ${phone}`);
  return '';
}

const PRICE_LIST_TITLE = msg({ message: 'Price list', comment: 'the title of a price list' });

/** The list's title when the owner gives none, in the business's language. */
export const defaultTitle = (i18n: I18n) => i18n._(PRICE_LIST_TITLE);

export function defaultOptions(
  business: Pick<Business, 'socials' | 'phone'>,
  i18n: I18n,
): PriceListOptions {
  return {
    // Empty: the list shows the default title in the business's language of the day, never one
    // remembered on this device in a language the business has since left.
    title: '',
    showImages: false,
    showSku: false,
    showStock: false,
    hideOutOfStock: true,
    groupByCategory: true,
    currencyDisplay: 'symbol',
    columns: 1,
    paper: 'a4',
    note: defaultNote(business, i18n),
  };
}

/** Saved options from an older version or another device are merged over the defaults. */
export function mergeOptions(
  defaults: PriceListOptions,
  saved: Partial<PriceListOptions> | null,
): PriceListOptions {
  if (!saved || typeof saved !== 'object') return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof PriceListOptions)[]) {
    const value = saved[key];
    if (value !== undefined && typeof value === typeof defaults[key]) {
      (merged as Record<string, unknown>)[key] = value;
    }
  }
  if (merged.columns !== 1 && merged.columns !== 2) merged.columns = defaults.columns;
  if (merged.paper !== 'a4' && merged.paper !== 'letter') merged.paper = defaults.paper;
  if (!['symbol', 'code', 'none'].includes(merged.currencyDisplay)) {
    merged.currencyDisplay = defaults.currencyDisplay;
  }
  return merged;
}

export interface PriceListRow {
  id: string;
  name: string;
  sku: string | null;
  price: number;
  stock: number;
  unit: string | null;
  imageUrl: string | null;
}

export interface PriceListSection {
  /** Null when the list is not grouped. */
  title: string | null;
  rows: PriceListRow[];
}

/** Everything the preview, the PDF, the image and the text are drawn from. */
export interface PriceListDocument {
  businessName: string;
  logoUrl: string | null;
  /** Address, phone: the header's small line. */
  contact: string;
  title: string;
  /** "Prices as of 2 March 2026". */
  dateLine: string;
  /** The business's language: the list's own words (headings, details, page numbers). */
  i18n: I18n;
  note: string;
  options: PriceListOptions;
  sections: PriceListSection[];
  itemCount: number;
  currency: string;
  /** The locale the list's numbers are written in (see listLocales). */
  numberLocale: string;
  formatPrice: (value: number) => string;
  /** Counts (stock) as the list's readers write them. */
  formatCount: (value: number) => string;
}

/**
 * The locales a list writes its numbers and dates in: its readers' (the business's language and
 * country, ADR 069), resolved as lib/format resolves the app's, whatever language the owner's
 * screen around it speaks: 'sw' + 'KE' -> 'sw-KE'; 'ha' + 'NG' -> 'en-NG' where Intl lacks Hausa.
 */
export function listLocales(i18n: I18n, country: string | null) {
  const region = country ? country.toUpperCase() : null;
  return {
    number: intlLocale(i18n.locale, region, Intl.NumberFormat as IntlService),
    date: intlLocale(i18n.locale, region, Intl.DateTimeFormat as IntlService),
  };
}

const UNCATEGORISED_TITLE = msg({
  message: 'Other items',
  comment: 'the heading of the items without a category',
});

/**
 * Intl puts no-break spaces after a code and, in French, between thousands (U+202F); plain
 * spaces share and print everywhere, the PDF's fallback font included.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Prices as the list shows them: ₦1,500 / NGN 1,500 / 1,500; cents only when there are some. */
export function createPriceFormatter(
  currency: string,
  display: CurrencyDisplay,
  locale: string,
): (value: number) => string {
  const format = priceFormatter(currency, display, locale);
  return (value) => plainSpaces(format(value));
}

function toRow(item: InventoryItem): PriceListRow {
  return {
    id: item.id,
    name: item.name,
    sku: item.sku,
    price: item.price,
    stock: item.stock,
    unit: item.unit,
    imageUrl: item.imageUrl,
  };
}

const byName = (a: PriceListRow, b: PriceListRow) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * The sections of a price list: by category in the business's order (uncategorised last) or one
 * list, each sorted by name; out-of-stock items left out when asked.
 */
export function buildSections(
  items: InventoryItem[],
  categories: Pick<Category, 'id' | 'name' | 'position'>[],
  options: Pick<PriceListOptions, 'groupByCategory' | 'hideOutOfStock'>,
  i18n: I18n,
): PriceListSection[] {
  const seen = new Set<string>();
  const kept = items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return !(options.hideOutOfStock && item.stock <= 0);
  });
  if (!options.groupByCategory) {
    return kept.length ? [{ title: null, rows: kept.map(toRow).sort(byName) }] : [];
  }
  const order = [...categories].sort((a, b) => a.position - b.position);
  const groups = new Map<string | null, PriceListRow[]>();
  for (const item of kept) {
    const key =
      item.categoryId && order.some((c) => c.id === item.categoryId) ? item.categoryId : null;
    const rows = groups.get(key) ?? [];
    rows.push(toRow(item));
    groups.set(key, rows);
  }
  const sections: PriceListSection[] = [];
  for (const category of order) {
    const rows = groups.get(category.id);
    if (rows?.length) sections.push({ title: category.name, rows: rows.sort(byName) });
  }
  const rest = groups.get(null);
  if (rest?.length) sections.push({ title: i18n._(UNCATEGORISED_TITLE), rows: rest.sort(byName) });
  return sections;
}

/** "SKU RIC-50 · 12 bags in stock" / "Out of stock": the small line under a name. */
export function rowDetails(
  row: PriceListRow,
  doc: {
    options: Pick<PriceListOptions, 'showSku' | 'showStock'>;
    i18n: I18n;
    formatCount: (value: number) => string;
  },
) {
  const { options, i18n } = doc;
  const parts: string[] = [];
  const { sku } = row;
  if (options.showSku && sku) parts.push(i18n._(msg`SKU ${sku}`));
  if (row.stock <= 0) parts.push(i18n._(msg`Out of stock`));
  else if (options.showStock) {
    const stock = doc.formatCount(row.stock);
    parts.push(i18n._(msg`${stock} in stock`));
  }
  return parts.join(' · ');
}

/** "per bag" under a price. */
export function perUnit(i18n: I18n, unit: string): string {
  return i18n._(
    msg({ message: `per ${unit}`, comment: 'the price is for one unit, e.g. per kg, per bag' }),
  );
}

/** "₦78,000 / bag": the unit says what the price buys. */
export function priceLabel(row: PriceListRow, formatPrice: (value: number) => string) {
  return `${formatPrice(row.price)}${row.unit ? ` / ${row.unit}` : ''}`;
}

export function buildDocument(input: {
  business: Pick<
    Business,
    'name' | 'logoUrl' | 'address' | 'phone' | 'currency' | 'country' | 'settings'
  >;
  items: InventoryItem[];
  categories: Pick<Category, 'id' | 'name' | 'position'>[];
  options: PriceListOptions;
  /** The business's language. */
  i18n: I18n;
  now?: Date;
}): PriceListDocument {
  const { business, options, i18n } = input;
  const sections = buildSections(input.items, input.categories, options, i18n);
  const locales = listLocales(i18n, business.country);
  let dateLine: string;
  try {
    dateLine = new Intl.DateTimeFormat(locales.date, {
      dateStyle: 'long',
      timeZone: business.settings.timezone,
    }).format(input.now ?? new Date());
  } catch {
    // An unknown time zone: the date on this device's clock rather than no list.
    dateLine = new Intl.DateTimeFormat(locales.date, { dateStyle: 'long' }).format(
      input.now ?? new Date(),
    );
  }
  return {
    businessName: business.name,
    logoUrl: business.logoUrl,
    contact: [business.address, business.phone].filter(Boolean).join(' · '),
    title: options.title.trim() || defaultTitle(i18n),
    dateLine: i18n._(msg({ message: `Prices as of ${dateLine}`, comment: '{dateLine}: a date' })),
    i18n,
    note: options.note.trim(),
    options,
    sections,
    itemCount: sections.reduce((n, s) => n + s.rows.length, 0),
    currency: business.currency,
    numberLocale: locales.number,
    formatPrice: createPriceFormatter(business.currency, options.currencyDisplay, locales.number),
    formatCount: (value) => plainSpaces(formatCount(value, locales.number)),
  };
}
