import {
  CreateItemBodySchema,
  UpdateItemBodySchema,
  type CreateItemInput,
  type InventoryItem,
  type UpdateItemInput,
} from '@app/contracts/inventory';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { validationMessage } from './validation-messages.ts';

/** What the inputs hold: text, as typed. */
export interface ItemFormValues {
  name: string;
  sku: string;
  barcode: string;
  categoryId: string;
  price: string;
  cost: string;
  stock: string;
  unit: string;
  description: string;
  lowStockThreshold: string;
  showInShop: boolean;
  /** The usual supplier's id, '' for none. */
  supplierId: string;
}

export type ItemFormOutput = CreateItemInput | UpdateItemInput;
export type ItemFormMode = 'create' | 'update';

export const ITEM_FORM_FIELDS = [
  'name',
  'sku',
  'barcode',
  'categoryId',
  'price',
  'cost',
  'stock',
  'unit',
  'description',
  'lowStockThreshold',
  'showInShop',
  'supplierId',
] as const satisfies readonly (keyof ItemFormValues)[];

const COUNT_FIELDS = new Set(['stock', 'lowStockThreshold']);

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export function itemFormValues(item?: InventoryItem): ItemFormValues {
  return {
    name: item?.name ?? '',
    sku: item?.sku ?? '',
    barcode: item?.barcode ?? '',
    categoryId: item?.categoryId ?? '',
    price: item ? money(item.price) : '',
    cost: item?.cost !== undefined ? money(item.cost) : '',
    stock: item ? String(item.stock) : '',
    unit: item?.unit ?? '',
    description: item?.description ?? '',
    lowStockThreshold: item?.lowStockThreshold == null ? '' : String(item.lowStockThreshold),
    showInShop: item?.showInShop ?? true,
    supplierId: item?.supplierId ?? '',
  };
}

/**
 * Money as typed on a phone: spaces and thousands commas go ("1,500" -> "1500"); a lone comma is
 * a decimal comma ("2,50" -> "2.50"). The contract then checks it (0 or more, 2 decimals).
 */
export function normaliseMoney(text: string): string {
  const compact = text.replace(/[\s_]/g, '').replace(/,(?=\d{3}(?:\D|$))/g, '');
  return compact.includes('.') ? compact : compact.replace(',', '.');
}

/** A whole number typed in a box; '' is "not given", anything else goes to the contract as typed. */
function count(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The request body for the form's text. On edit, `stock` is sent only when the person changed it
 * (the server records the difference as an adjustment; an untouched field must never undo a sale
 * made meanwhile).
 */
export function toItemBody(
  values: ItemFormValues,
  mode: ItemFormMode,
  stockChanged: boolean,
): Record<string, unknown> {
  const cost = normaliseMoney(values.cost);
  const threshold = count(values.lowStockThreshold);
  const body: Record<string, unknown> = {
    name: values.name,
    sku: values.sku,
    barcode: values.barcode,
    categoryId: values.categoryId || null,
    price: normaliseMoney(values.price),
    cost: cost === '' ? (mode === 'create' ? undefined : '0') : cost,
    unit: values.unit,
    description: values.description,
    lowStockThreshold: threshold === undefined ? null : threshold,
    showInShop: values.showInShop,
    supplierId: values.supplierId || null,
  };
  if (mode === 'create' || stockChanged) {
    const stock = count(values.stock);
    body.stock = mode === 'update' && stock === undefined ? Number.NaN : stock;
  }
  return body;
}

/** On edit: whether the stock box now says something other than the item's stock. */
export function stockChanged(values: Pick<ItemFormValues, 'stock'>, currentStock?: number) {
  return currentStock !== undefined && values.stock.trim() !== String(currentStock);
}

/**
 * Validates the form with the contract's schema (the one the server runs), after turning the
 * text into the body. Errors land on the field of the same name, in the reader's language.
 */
export function itemFormResolver(
  i18n: I18n,
  mode: ItemFormMode,
  /** The stock the item has now (edit only). */
  currentStock?: number,
): Resolver<ItemFormValues, unknown, ItemFormOutput> {
  const schema = mode === 'create' ? CreateItemBodySchema : UpdateItemBodySchema;
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const body = toItemBody(values, mode, stockChanged(values, currentStock));
    if (values.price.trim() === '')
      errors.price = { type: 'required', message: i18n._(msg`Price is required`) };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'root');
        // Text in a count box reaches the schema as NaN; say what is wanted, not the type.
        const message =
          issue.code === 'invalid_type' && COUNT_FIELDS.has(field)
            ? i18n._(msg`Must be a whole number`)
            : validationMessage(i18n, issue.message);
        errors[field] ??= { type: issue.code, message };
      }
    }
    if (Object.keys(errors).length > 0 || !parsed.success) {
      return { values: {}, errors: errors as FieldErrors<ItemFormValues> };
    }
    return { values: parsed.data, errors: {} };
  };
}
