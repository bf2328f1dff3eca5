import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The contracts' validation texts (the schemas the server runs too) as the forms of this feature
 * show them: English stays the contract's own text, other languages get a translation. The
 * contract is shared with the API, so it keeps plain English strings; they are matched here by
 * their words. A text not listed shows as the contract wrote it.
 */
const FIXED = new Map<string, MessageDescriptor>([
  ['Name is required', msg`Name is required`],
  ['Must be a whole number', msg`Must be a whole number`],
  ['Must be 0 or more', msg`Must be 0 or more`],
  ['Must be a number', msg`Must be a number`],
  ['Use at most 2 decimals', msg`Use at most 2 decimals`],
  ['Quantity must be a whole number', msg`Quantity must be a whole number`],
  ['Quantity cannot be 0', msg`Quantity cannot be 0`],
  [
    'A restock adds stock: use a quantity above 0',
    msg`A restock adds stock: use a quantity above 0`,
  ],
  [
    'Damage removes stock: use a quantity below 0',
    msg`Damage removes stock: use a quantity below 0`,
  ],
  ['Image must be 2 MB or smaller', msg`Image must be 2 MB or smaller`],
  [
    'Image must be a JPEG, PNG, WebP or GIF image',
    msg`Image must be a JPEG, PNG, WebP or GIF image`,
  ],
  ['The CSV file must be 2 MB or smaller', msg`The CSV file must be 2 MB or smaller`],
  ['The CSV file has no rows', msg`The CSV file has no rows`],
]);

export function validationMessage(i18n: I18n, message: string): string {
  const fixed = FIXED.get(message);
  if (fixed) return i18n._(fixed);
  // The limits keep the contract's figures as written (no grouping), as the English does.
  const characters = /^Must be at most (\S+) characters$/.exec(message);
  if (characters) {
    const max = characters[1] ?? '';
    return i18n._(msg`Must be at most ${max} characters`);
  }
  const most = /^Must be at most (\S+)$/.exec(message);
  if (most) {
    const max = most[1] ?? '';
    return i18n._(msg`Must be at most ${max}`);
  }
  const least = /^Must be at least (\S+)$/.exec(message);
  if (least) {
    const min = least[1] ?? '';
    return i18n._(msg`Must be at least ${min}`);
  }
  return message;
}
