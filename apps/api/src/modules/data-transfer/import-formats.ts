import {
  CATEGORY_NAME_MAX_LENGTH,
  CUSTOMER_ADDRESS_MAX_LENGTH,
  CUSTOMER_EMAIL_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  CUSTOMER_NOTES_MAX_LENGTH,
  CUSTOMER_PHONE_MAX_LENGTH,
  DATA_IMPORT_MAX_ROWS,
  DATA_TRANSFER_MESSAGES,
  ITEM_CODE_MAX_LENGTH,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  loyverseStores,
  parseMoney,
  STOCK_MAX,
  type ImportError,
  type ImportSource,
} from '@app/contracts';
import { validationError } from '#src/platform/multipart.ts';
import { parseCsv, unguardCell } from '#src/modules/inventory/inventory-csv.ts';

/*
 * Other apps' export files read into one shape (ADR 078, docs/data-export.md): the columns each
 * app documents for its item and customer exports, matched by header name, ignoring case.
 */

export interface ItemInput {
  row: number;
  name: string;
  sku?: string;
  barcode?: string;
  category?: string;
  description?: string;
  price?: string;
  cost?: string;
  stock?: number;
  lowStock?: number;
}

export interface CustomerInput {
  row: number;
  name: string;
  phone?: string;
  email?: string;
  address?: string;
  notes?: string;
}

const fileError = (message: string) => validationError([{ field: 'file', message }]);

/**
 * Bytes to text: a UTF-8 or UTF-16 byte order mark says which; UTF-16 without one is told by its
 * zero bytes (ASCII text in UTF-16 has one in every pair); otherwise UTF-8, or Windows-1252 when
 * the bytes are not valid UTF-8 (Excel's "CSV" on Windows).
 */
export function decodeText(bytes: Buffer): { text: string; encoding: string } {
  const strip = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: strip(new TextDecoder('utf-16le').decode(bytes)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: strip(new TextDecoder('utf-16be').decode(bytes)), encoding: 'utf-16be' };
  }
  const sample = bytes.subarray(0, 512);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  if (sample.length >= 4 && oddZeros > sample.length / 4) {
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  }
  if (sample.length >= 4 && evenZeros > sample.length / 4) {
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  }
  try {
    return {
      text: strip(new TextDecoder('utf-8', { fatal: true }).decode(bytes)),
      encoding: 'utf-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/**
 * A price as people type it: currency symbols and codes dropped (₦, $, GH₵, KES ...), spaces
 * and apostrophes as thousands separators dropped; with both '.' and ',' the last one is the
 * decimal point; a lone ',' followed by exactly three digits groups thousands (1,200), else it
 * is the decimal point (12,50). Then the one money rule (contracts' parseMoney).
 */
export function parsePrice(
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  let text = value.replace(/[^\d.,-]/g, '');
  if (text === '') return parseMoney(value);
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    text = text.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    const groups = text.split(',');
    const thousands = groups.length > 2 || /^\d{3}$/.test(groups[1] ?? '');
    text = thousands ? groups.join('') : text.replace(',', '.');
  } else if ((text.match(/\./g) ?? []).length > 1) {
    text = text.split('.').join('');
  }
  return parseMoney(text);
}

interface Table {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

export function readTable(text: string): Table {
  const lines = parseCsv(text);
  if (!lines) throw fileError(DATA_TRANSFER_MESSAGES.malformed);
  const [header, ...data] = lines;
  if (!header || data.length === 0) throw fileError(DATA_TRANSFER_MESSAGES.empty);
  if (data.length > DATA_IMPORT_MAX_ROWS) throw fileError(DATA_TRANSFER_MESSAGES.tooManyRows);
  return {
    header: header.map((h) => h.trim()),
    rows: data.map((cells, n) => ({ row: n + 2, cells })),
  };
}

const norm = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** Reads a row's cells by column name (any of the names given, first found). */
function columnsOf(header: string[]) {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(norm(h))) index.set(norm(h), i);
  });
  const find = (...names: string[]) => {
    for (const name of names) {
      const i = index.get(norm(name));
      if (i !== undefined) return i;
    }
    return undefined;
  };
  return {
    has: (...names: string[]) => find(...names) !== undefined,
    cell: (cells: string[], ...names: string[]) => {
      const i = find(...names);
      const value = i === undefined ? '' : unguardCell((cells[i] ?? '').trim());
      return value === '' ? undefined : value;
    },
  };
}

interface RowReader {
  errors: ImportError[];
}

function checkText(
  r: RowReader,
  row: number,
  field: string,
  value: string | undefined,
  max: number,
) {
  if (value !== undefined && value.length > max) {
    r.errors.push({ row, field, message: `Must be at most ${max} characters` });
    return undefined;
  }
  return value;
}

function money(r: RowReader, row: number, field: string, value: string | undefined) {
  if (value === undefined) return undefined;
  const parsed = parsePrice(value);
  if (!parsed.ok) {
    r.errors.push({ row, field, message: parsed.message });
    return undefined;
  }
  return parsed.value;
}

function quantity(r: RowReader, row: number, field: string, value: string | undefined) {
  if (value === undefined) return undefined;
  // Loyverse and Square write stock with decimals (weighed goods); a whole number is kept.
  const n = Number(value.replace(/[\s,]/g, ''));
  if (!Number.isFinite(n)) {
    r.errors.push({ row, field, message: 'Must be a number' });
    return undefined;
  }
  if (!Number.isInteger(n) || n < 0 || n > STOCK_MAX) {
    r.errors.push({ row, field, message: `Must be a whole number from 0 to ${STOCK_MAX}` });
    return undefined;
  }
  return n;
}

const MISSING = (columns: string) => fileError(DATA_TRANSFER_MESSAGES.columnMissing(columns));

/** The item rows of a file in the source's format; a row's problems go to `errors`. */
export function readItems(
  source: ImportSource,
  table: Table,
  errors: ImportError[],
  store: string | undefined,
): ItemInput[] {
  const c = columnsOf(table.header);
  const r: RowReader = { errors };
  const items: ItemInput[] = [];
  const push = (
    before: number,
    row: number,
    fields: Omit<ItemInput, 'row' | 'name'> & { name?: string },
  ) => {
    const name = checkText(r, row, 'name', fields.name, ITEM_NAME_MAX_LENGTH);
    if (!name) errors.push({ row, field: 'name', message: 'Name is required' });
    const item: ItemInput = {
      ...fields,
      row,
      name: name ?? '',
      sku: checkText(r, row, 'sku', fields.sku, ITEM_CODE_MAX_LENGTH),
      barcode: checkText(r, row, 'barcode', fields.barcode, ITEM_CODE_MAX_LENGTH),
      category: checkText(r, row, 'category', fields.category, CATEGORY_NAME_MAX_LENGTH),
      description: checkText(
        r,
        row,
        'description',
        fields.description,
        ITEM_DESCRIPTION_MAX_LENGTH,
      ),
    };
    if (errors.length === before) items.push(item);
  };
  const withOptions = (name: string | undefined, values: (string | undefined)[]) => {
    const options = values.filter((v): v is string => v !== undefined);
    return name && options.length > 0 ? `${name} (${options.join(' / ')})` : name;
  };

  if (source === 'loyverse') {
    if (!c.has('Name') || !c.has('Handle')) throw MISSING('Handle and Name');
    const stores = loyverseStores(table.header);
    if (stores.length > 1 && (!store || !stores.includes(store))) {
      throw validationError([
        { field: 'store', message: DATA_TRANSFER_MESSAGES.storeUnknown(stores.join(', ')) },
      ]);
    }
    const at = stores.length > 0 ? (store ?? stores[0]!) : undefined;
    const perStore = (column: string) => (at ? [`${column} [${at}]`] : [column]);
    // Variants share the handle: the first row of a handle names the item, later rows only the
    // variant's options (Loyverse leaves Name empty there).
    const names = new Map<string, string>();
    for (const { row, cells } of table.rows) {
      const before = errors.length;
      const handle = c.cell(cells, 'Handle');
      let name = c.cell(cells, 'Name');
      if (handle && name) names.set(handle, name);
      if (!name && handle) name = names.get(handle);
      push(before, row, {
        name: withOptions(name, [
          c.cell(cells, 'Option 1 value'),
          c.cell(cells, 'Option 2 value'),
          c.cell(cells, 'Option 3 value'),
        ]),
        sku: c.cell(cells, 'SKU'),
        barcode: c.cell(cells, 'Barcode'),
        category: c.cell(cells, 'Category'),
        description: c.cell(cells, 'Description'),
        price: money(r, row, 'price', c.cell(cells, ...perStore('Price'))),
        cost: money(r, row, 'cost', c.cell(cells, 'Cost')),
        stock: quantity(r, row, 'stock', c.cell(cells, ...perStore('In stock'))),
        lowStock: quantity(r, row, 'lowStock', c.cell(cells, ...perStore('Low stock'))),
      });
    }
    return items;
  }

  if (source === 'square') {
    if (!c.has('Item Name')) throw MISSING('Item Name');
    const quantityColumn = table.header.find((h) => /^current quantity\b/i.test(h));
    const alertColumn = table.header.find((h) => /^stock alert count\b/i.test(h));
    for (const { row, cells } of table.rows) {
      const before = errors.length;
      const variation = c.cell(cells, 'Variation Name');
      const name = c.cell(cells, 'Item Name');
      push(before, row, {
        name: variation && variation.toLowerCase() !== 'regular' ? `${name} (${variation})` : name,
        sku: c.cell(cells, 'SKU'),
        barcode: c.cell(cells, 'GTIN', 'Barcode', 'UPC'),
        category: c.cell(cells, 'Reporting Category', 'Category', 'Categories'),
        description: c.cell(cells, 'Description'),
        price: money(r, row, 'price', c.cell(cells, 'Price')),
        cost: money(r, row, 'cost', c.cell(cells, 'Default Unit Cost', 'Unit Cost')),
        stock: quantityColumn
          ? quantity(r, row, 'stock', c.cell(cells, quantityColumn))
          : undefined,
        lowStock: alertColumn
          ? quantity(r, row, 'lowStock', c.cell(cells, alertColumn))
          : undefined,
      });
    }
    return items;
  }

  if (source === 'shopify') {
    if (!c.has('Handle') || !c.has('Title')) throw MISSING('Handle and Title');
    const titles = new Map<string, { title: string; category?: string; body?: string }>();
    for (const { row, cells } of table.rows) {
      const before = errors.length;
      const handle = c.cell(cells, 'Handle');
      const title = c.cell(cells, 'Title');
      if (handle && title) {
        titles.set(handle, {
          title,
          category: c.cell(cells, 'Product Category', 'Type'),
          body: c
            .cell(cells, 'Body (HTML)')
            ?.replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        });
      }
      const price = c.cell(cells, 'Variant Price');
      const options = [
        c.cell(cells, 'Option1 Value'),
        c.cell(cells, 'Option2 Value'),
        c.cell(cells, 'Option3 Value'),
      ].filter((v) => v !== undefined && v !== 'Default Title');
      // A row with neither a price nor an option is one more image of the product above it.
      if (price === undefined && options.length === 0 && !title) continue;
      const product = handle ? titles.get(handle) : undefined;
      push(before, row, {
        name: withOptions(product?.title ?? title, options),
        sku: c.cell(cells, 'Variant SKU'),
        barcode: c.cell(cells, 'Variant Barcode'),
        category: product?.category,
        description: product?.body || undefined,
        price: money(r, row, 'price', price),
        cost: money(r, row, 'cost', c.cell(cells, 'Cost per item')),
        stock: quantity(r, row, 'stock', c.cell(cells, 'Variant Inventory Qty')),
      });
    }
    return items;
  }

  // ShopBook's own items.csv (an export's, or the inventory screen's export).
  if (!c.has('name')) throw MISSING('name');
  for (const { row, cells } of table.rows) {
    const before = errors.length;
    push(before, row, {
      name: c.cell(cells, 'name'),
      sku: c.cell(cells, 'sku'),
      barcode: c.cell(cells, 'barcode'),
      category: c.cell(cells, 'category'),
      description: c.cell(cells, 'description'),
      price: money(r, row, 'price', c.cell(cells, 'price')),
      cost: money(r, row, 'cost', c.cell(cells, 'cost')),
      stock: quantity(r, row, 'stock', c.cell(cells, 'stock')),
      lowStock: quantity(r, row, 'lowStock', c.cell(cells, 'low_stock_threshold')),
    });
  }
  return items;
}

/** The customer rows of a file in the source's format. */
export function readCustomers(
  source: ImportSource,
  table: Table,
  errors: ImportError[],
): CustomerInput[] {
  const c = columnsOf(table.header);
  const r: RowReader = { errors };
  const customers: CustomerInput[] = [];
  const joined = (...parts: (string | undefined)[]) =>
    parts.filter((p): p is string => p !== undefined).join(', ') || undefined;
  const fullName = (cells: string[]) =>
    [c.cell(cells, 'First Name'), c.cell(cells, 'Last Name')].filter(Boolean).join(' ') ||
    undefined;

  let read: (cells: string[]) => Omit<CustomerInput, 'row' | 'name'> & { name?: string };
  if (source === 'loyverse') {
    if (!c.has('Customer name')) throw MISSING('Customer name');
    read = (cells) => ({
      name: c.cell(cells, 'Customer name'),
      phone: c.cell(cells, 'Phone'),
      email: c.cell(cells, 'Email'),
      address: joined(
        c.cell(cells, 'Address'),
        c.cell(cells, 'City'),
        c.cell(cells, 'Region'),
        c.cell(cells, 'Postal code'),
        c.cell(cells, 'Country'),
      ),
      notes: c.cell(cells, 'Note'),
    });
  } else if (source === 'square') {
    if (!c.has('First Name') && !c.has('Company Name')) throw MISSING('First Name');
    read = (cells) => ({
      name: fullName(cells) ?? c.cell(cells, 'Company Name'),
      phone: c.cell(cells, 'Phone Number'),
      email: c.cell(cells, 'Email Address'),
      address: joined(
        c.cell(cells, 'Street Address 1'),
        c.cell(cells, 'Street Address 2'),
        c.cell(cells, 'City'),
        c.cell(cells, 'State'),
        c.cell(cells, 'Postal Code'),
      ),
      notes: c.cell(cells, 'Memo'),
    });
  } else if (source === 'shopify') {
    if (!c.has('First Name') || !c.has('Email')) throw MISSING('First Name and Email');
    read = (cells) => ({
      name: fullName(cells) ?? c.cell(cells, 'Company', 'Default Address Company'),
      phone: c.cell(cells, 'Phone', 'Default Address Phone'),
      email: c.cell(cells, 'Email'),
      address: joined(
        c.cell(cells, 'Address1', 'Default Address Address1'),
        c.cell(cells, 'Address2', 'Default Address Address2'),
        c.cell(cells, 'City', 'Default Address City'),
        c.cell(cells, 'Province', 'Default Address Province Code'),
        c.cell(cells, 'Zip', 'Default Address Zip'),
        c.cell(cells, 'Country', 'Default Address Country Code'),
      ),
      notes: c.cell(cells, 'Note'),
    });
  } else {
    if (!c.has('name')) throw MISSING('name');
    read = (cells) => ({
      name: c.cell(cells, 'name'),
      phone: c.cell(cells, 'phone'),
      email: c.cell(cells, 'email'),
      address: c.cell(cells, 'address'),
      notes: c.cell(cells, 'notes'),
    });
  }
  for (const { row, cells } of table.rows) {
    const before = errors.length;
    const fields = read(cells);
    const name = checkText(r, row, 'name', fields.name, CUSTOMER_NAME_MAX_LENGTH);
    if (!name) errors.push({ row, field: 'name', message: 'Name is required' });
    const customer: CustomerInput = {
      row,
      name: name ?? '',
      phone: checkText(r, row, 'phone', fields.phone, CUSTOMER_PHONE_MAX_LENGTH),
      email: checkText(r, row, 'email', fields.email?.toLowerCase(), CUSTOMER_EMAIL_MAX_LENGTH),
      address: checkText(r, row, 'address', fields.address, CUSTOMER_ADDRESS_MAX_LENGTH),
      notes: checkText(r, row, 'notes', fields.notes, CUSTOMER_NOTES_MAX_LENGTH),
    };
    if (errors.length === before) customers.push(customer);
  }
  return customers;
}
