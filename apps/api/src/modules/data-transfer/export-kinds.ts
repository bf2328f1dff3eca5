/**
 * What a ShopBook export holds (ADR 078, docs/data-export.md): one CSV per kind of record, with
 * the columns documented there, and the tables `shopbook.json` copies whole for a restore. Every
 * name here is a constant of this file, never input, so it may be written into SQL as it is.
 */

export interface CsvKind {
  /** The file in the zip. */
  file: string;
  /** Header row, in order; each is a column of `select`. */
  columns: readonly string[];
  /** Select list over the table aliased `t` (joins below). */
  select: string;
  table: string;
  joins?: string;
}

const money = (column: string, as = column) => `t.${column}::text as ${as}`;
const time = (column: string) =>
  `to_char(t.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${column}`;

export const CSV_KINDS: readonly CsvKind[] = [
  {
    file: 'categories.csv',
    table: 'categories',
    columns: ['id', 'name', 'description', 'position'],
    select: 't.id, t.name, t.description, t.position',
  },
  {
    file: 'items.csv',
    table: 'inventory_items',
    columns: [
      'id',
      'name',
      'sku',
      'barcode',
      'category',
      'price',
      'cost',
      'stock',
      'unit',
      'description',
      'low_stock_threshold',
      'show_in_shop',
      'supplier',
      'created_at',
    ],
    select: `t.id, t.name, t.sku, t.barcode, c.name as category, ${money('price')}, ${money('cost')},
      t.stock, t.unit, t.description, t.low_stock_threshold, t.show_in_shop, s.name as supplier,
      ${time('created_at')}`,
    joins: `left join categories c on c.id = t.category_id
      left join suppliers s on s.id = t.supplier_id`,
  },
  {
    file: 'customers.csv',
    table: 'customers',
    columns: ['id', 'name', 'phone', 'email', 'address', 'notes', 'balance', 'created_at'],
    select: `t.id, t.name, t.phone, t.email, t.address, t.notes,
      greatest(0, coalesce((select sum(x.balance) from sales x where x.customer_id = t.id), 0)
        - coalesce((select sum(p.amount) from customer_payments p where p.customer_id = t.id), 0)
      )::numeric(14,2)::text as balance,
      ${time('created_at')}`,
  },
  {
    file: 'sales.csv',
    table: 'sales',
    columns: [
      'id',
      'receipt_number',
      'receipt_code',
      'sold_at',
      'customer_id',
      'customer',
      'subtotal',
      'discount',
      'tax_rate',
      'tax',
      'total',
      'amount_paid',
      'balance',
      'payment_method',
      'register',
      'note',
    ],
    select: `t.id, t.receipt_number, t.receipt_code, ${time('sold_at')}, t.customer_id,
      c.name as customer, ${money('subtotal')}, ${money('discount')}, t.tax_rate::text as tax_rate,
      ${money('tax')}, ${money('total')}, ${money('amount_paid')}, ${money('balance')},
      t.payment_method, t.register, t.note`,
    joins: 'left join customers c on c.id = t.customer_id',
  },
  {
    file: 'sale_lines.csv',
    table: 'sale_items',
    columns: [
      'id',
      'sale_id',
      'receipt_number',
      'position',
      'item_id',
      'name',
      'quantity',
      'unit_price',
      'discount',
      'line_total',
      'cost',
    ],
    select: `t.id, t.sale_id, s.receipt_number, t.position, t.product_id as item_id, t.name,
      t.quantity, ${money('unit_price')}, ${money('discount')}, ${money('line_total')},
      ${money('cost')}`,
    joins: 'join sales s on s.id = t.sale_id',
  },
  {
    file: 'payments.csv',
    table: 'customer_payments',
    columns: ['id', 'customer_id', 'customer', 'amount', 'method', 'note', 'created_at'],
    select: `t.id, t.customer_id, c.name as customer, ${money('amount')}, t.method, t.note,
      ${time('created_at')}`,
    joins: 'join customers c on c.id = t.customer_id',
  },
  {
    file: 'refunds.csv',
    table: 'refunds',
    columns: [
      'id',
      'sale_id',
      'receipt_number',
      'refunded_at',
      'method',
      'subtotal',
      'discount',
      'tax',
      'amount',
      'restock',
      'reason',
    ],
    select: `t.id, t.sale_id, s.receipt_number, ${time('refunded_at')}, t.method,
      ${money('subtotal')}, ${money('discount')}, ${money('tax')}, ${money('amount')}, t.restock,
      t.reason`,
    joins: 'join sales s on s.id = t.sale_id',
  },
  {
    file: 'refund_lines.csv',
    table: 'refund_lines',
    columns: ['id', 'refund_id', 'sale_line_id', 'item_id', 'quantity', 'gross', 'amount', 'cost'],
    select: `t.id, t.refund_id, t.sale_item_id as sale_line_id, t.product_id as item_id,
      t.quantity, ${money('gross')}, ${money('amount')}, ${money('cost')}`,
  },
  {
    file: 'expenses.csv',
    table: 'expenses',
    columns: ['id', 'date', 'category', 'amount', 'payment_method', 'note', 'created_at'],
    select: `t.id, t.date::text as date, t.category, ${money('amount')}, t.payment_method, t.note,
      ${time('created_at')}`,
  },
  {
    file: 'stock_entries.csv',
    table: 'stock_entries',
    columns: [
      'id',
      'created_at',
      'item_id',
      'item',
      'type',
      'quantity_change',
      'stock_after',
      'unit_cost',
      'note',
      'sale_id',
    ],
    select: `t.id, ${time('created_at')}, t.product_id as item_id, t.product_name as item, t.type,
      t.quantity_change, t.stock_after, ${money('unit_cost')}, t.note, t.sale_id`,
  },
  {
    file: 'suppliers.csv',
    table: 'suppliers',
    columns: ['id', 'name', 'phone', 'whatsapp', 'email', 'notes'],
    select: 't.id, t.name, t.phone, t.whatsapp, t.email, t.notes',
  },
  {
    file: 'purchase_orders.csv',
    table: 'purchase_orders',
    columns: [
      'id',
      'number',
      'supplier_id',
      'supplier',
      'status',
      'total',
      'received_value',
      'ordered_at',
      'note',
      'created_at',
    ],
    select: `t.id, t.number, t.supplier_id, s.name as supplier, t.status, ${money('total')},
      ${money('received_value')}, ${time('ordered_at')}, t.note, ${time('created_at')}`,
    joins: 'join suppliers s on s.id = t.supplier_id',
  },
  {
    file: 'shifts.csv',
    table: 'shifts',
    columns: [
      'id',
      'register',
      'status',
      'opened_at',
      'closed_at',
      'opening_float',
      'expected_cash',
      'counted_cash',
    ],
    select: `t.id, t.register, t.status, ${time('opened_at')}, ${time('closed_at')},
      ${money('opening_float')}, ${money('expected_cash')}, ${money('counted_cash')}`,
  },
];

/**
 * The tables `shopbook.json` copies row for row (every column, as PostgreSQL writes it to JSON),
 * in an order a restore can insert them in: each one after the tables it refers to.
 */
export const JSON_TABLES = [
  'categories',
  'suppliers',
  'inventory_items',
  'customers',
  'shifts',
  'shift_cash_movements',
  'sales',
  'sale_items',
  'customer_payments',
  'refunds',
  'refund_lines',
  'recurring_expenses',
  'expenses',
  'supplier_payments',
  'purchase_orders',
  'purchase_order_lines',
  'stock_entries',
] as const;
export type JsonTable = (typeof JSON_TABLES)[number];
/** Where a version 2 export keeps each table's rows: `tables/<table>.jsonl`, one row a line. */
export const SHOPBOOK_TABLE_DIR = 'tables/';
