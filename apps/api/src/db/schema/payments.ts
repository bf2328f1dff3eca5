import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { money } from './columns.ts';
import { customerPayments, customers } from './customers.ts';
import { sales } from './sales.ts';
import { users } from './users.ts';

/**
 * A business's M-Pesa (Daraja) settings (ADR 077). The passkey, consumer key and
 * consumer secret are AES-256-GCM ciphertexts under PAYMENT_SECRETS_KEY (`iv.tag.data`, base64url)
 * and never leave the server. `c2b_token_hash` is the SHA-256 of the token in the registered C2B
 * URLs: a callback proves itself by carrying the token.
 */
export const mpesaSettings = pgTable(
  'mpesa_settings',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['till', 'paybill'] }).notNull(),
    shortcode: text('shortcode').notNull(),
    passkeyEnc: text('passkey_enc').notNull(),
    consumerKeyEnc: text('consumer_key_enc').notNull(),
    consumerSecretEnc: text('consumer_secret_enc').notNull(),
    c2bTokenHash: text('c2b_token_hash'),
    c2bRegisteredAt: timestamp('c2b_registered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mpesa_settings_type_check', sql`${t.type} in ('till', 'paybill')`),
    index('mpesa_settings_shortcode_idx').on(t.shortcode),
  ],
);

export const PAYMENT_STATUS_VALUES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'timed_out',
  'unmatched',
  'matched',
  'dismissed',
] as const;

/**
 * Money asked for or received by mobile money (ADR 077). `source`: `stk` (an M-Pesa STK push the
 * till asked for), `c2b` (paid straight to the till or paybill), `paystack` (mobile money through
 * Paystack). An STK push is pending, then paid, failed, cancelled or timed_out; a C2B payment is
 * unmatched, then matched (to a sale or a customer's credit) or dismissed. A payment pays one
 * sale at most: `sale_id` is unique.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['stk', 'c2b', 'paystack'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUS_VALUES }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    phone: text('phone'),
    payerName: text('payer_name'),
    /**
     * The provider's receipt once paid: the M-Pesa receipt number (TransID for C2B) for `stk` and
     * `c2b`, Paystack's transaction reference for `paystack`.
     */
    receipt: text('receipt'),
    /** Daraja's CheckoutRequestID, or the Paystack reference. */
    providerRef: text('provider_ref'),
    /** SHA-256 of the callback URL's token (STK). */
    callbackTokenHash: text('callback_token_hash'),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    customerPaymentId: uuid('customer_payment_id').references(() => customerPayments.id, {
      onDelete: 'set null',
    }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_sale_key').on(t.saleId),
    uniqueIndex('payments_provider_ref_key').on(t.source, t.providerRef),
    index('payments_business_status_idx').on(t.businessId, t.status, t.createdAt),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_status_check',
      sql.raw(`"status" in (${PAYMENT_STATUS_VALUES.map((v) => `'${v}'`).join(', ')})`),
    ),
    check('payments_source_check', sql`${t.source} in ('stk', 'c2b', 'paystack')`),
  ],
);

/**
 * A business's own Paystack secret key (ADR 077: mobile money for sales where Paystack serves
 * it), AES-256-GCM under PAYMENT_SECRETS_KEY like the M-Pesa secrets; never answered. It also
 * verifies the business's webhooks (HMAC-SHA512 of the body, as Paystack signs them).
 */
export const paystackSettings = pgTable('paystack_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  secretKeyEnc: text('secret_key_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
