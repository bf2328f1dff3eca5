import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { RECEIPT_CODE_PATTERN } from '@app/contracts';

/**
 * A receipt's code: base64url of the sale id's 16 bytes followed by the first 12 bytes of
 * HMAC-SHA256(key, sale id | business id | receipt number | total), 38 characters. The key is
 * derived from JWT_SECRET, so nobody without the server can make a code; changing a character
 * changes the id or breaks the signature. Codes are stored with the sale and re-signed when an
 * edit changes its total, so a receipt printed before the edit no longer verifies.
 */

const SIGNATURE_BYTES = 12;
const ID_BYTES = 16;

export interface ReceiptFields {
  saleId: string;
  businessId: string;
  receiptNumber: number;
  /** The exact decimal string, '100.00'. */
  total: string;
}

function receiptKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('shopbook:receipt-code:v1').digest();
}

/** What is signed: the fields joined with '|'. */
const signedText = (fields: ReceiptFields) =>
  [
    fields.saleId.toLowerCase(),
    fields.businessId.toLowerCase(),
    fields.receiptNumber,
    fields.total,
  ].join('|');

export function signReceiptCode(secret: string, fields: ReceiptFields): string {
  const id = fields.saleId.toLowerCase();
  const signature = createHmac('sha256', receiptKey(secret))
    .update(signedText(fields))
    .digest()
    .subarray(0, SIGNATURE_BYTES);
  return Buffer.concat([Buffer.from(id.replace(/-/g, ''), 'hex'), signature]).toString('base64url');
}

/** HMAC's inner and outer keys (RFC 2104, SHA-256's 64-byte block), hex, per secret. */
const hmacPads = new Map<string, { inner: string; outer: string }>();
function padsOf(secret: string) {
  let pads = hmacPads.get(secret);
  if (!pads) {
    const block = Buffer.alloc(64);
    receiptKey(secret).copy(block);
    const xor = (byte: number) => Buffer.from(block.map((b) => b ^ byte)).toString('hex');
    pads = { inner: xor(0x36), outer: xor(0x5c) };
    hmacPads.set(secret, pads);
  }
  return pads;
}

/**
 * The same code computed by PostgreSQL, for a receipt number that only the statement knows (a
 * sale takes its number in the statement that writes it, ADR 039): HMAC-SHA256 spelled with the
 * built-in `sha256()` over the key's pads, then base64url without padding.
 */
export function receiptCodeSql(
  secret: string,
  fields: Omit<ReceiptFields, 'receiptNumber'> & { receiptNumber: SQL },
): SQL {
  const { inner, outer } = padsOf(secret);
  const id = fields.saleId.toLowerCase();
  // signedText's fields around the number.
  const before = `${id}|${fields.businessId.toLowerCase()}|`;
  const after = `|${fields.total}`;
  const text = sql`${before}::text || (${fields.receiptNumber})::text || ${after}::text`;
  const message = sql`convert_to(${text}, 'UTF8')`;
  const mac = sql`sha256(decode(${outer}, 'hex') || sha256(decode(${inner}, 'hex') || ${message}))`;
  const bytes = sql`decode(${id.replace(/-/g, '')}, 'hex') || substring(${mac} from 1 for ${SIGNATURE_BYTES})`;
  return sql`rtrim(translate(encode(${bytes}, 'base64'), '+/', '-_'), '=')`;
}

/** The sale id a well-formed code names (genuine or not), or null. */
export function saleIdOfReceiptCode(code: string): string | null {
  if (!RECEIPT_CODE_PATTERN.test(code)) return null;
  const bytes = Buffer.from(code, 'base64url');
  if (bytes.length !== ID_BYTES + SIGNATURE_BYTES) return null;
  // A canonical encoding only: another string decoding to the same bytes is not this code.
  if (bytes.toString('base64url') !== code) return null;
  const hex = bytes.subarray(0, ID_BYTES).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Constant-time comparison of a presented code with the one stored for the sale. */
export function sameReceiptCode(presented: string, stored: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
