import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Texts } from './error-texts.ts';

/**
 * The contracts' own texts that the app shows as they are: their schemas' field messages (the
 * forms run the same schemas as the server: business, custom fields, shop links, customers,
 * recurring expenses), SPEC section 5's required-field texts (`businessFormProblem`) and the
 * store messages (SALE_MESSAGES.loadListFailed...). The contracts are shared with the API, so
 * they keep plain English; the app matches them by their words here (error-messages.ts reads
 * this table for field problems and for `specText`). English stays the contract's own text
 * (contract-texts.test.ts compares them). Written out, not imported: the contracts' modules
 * load zod.
 */
export const CONTRACT_TEXTS: Texts = {
  // businessFormProblem (SPEC section 5) and the business schema's fields.
  'Form data is empty. Please fill out the required fields.': msg`Form data is empty. Please fill out the required fields.`,
  'Missing required field': msg`Missing required field`,
  'Choose a valid country (ISO 3166 two-letter code)': msg`Choose a valid country (ISO 3166 two-letter code)`,
  'Choose a valid currency (ISO 4217 three-letter code)': msg`Choose a valid currency (ISO 4217 three-letter code)`,
  'Use lowercase letters, numbers and single hyphens': msg`Use lowercase letters, numbers and single hyphens`,
  'Choose a shop link that is not an id': msg`Choose a shop link that is not an id`,
  'Choose a valid time zone (IANA name, e.g. Africa/Lagos)': msg`Choose a valid time zone (IANA name, e.g. Africa/Lagos)`,
  'Enter a valid WhatsApp number (6 to 15 digits, optionally starting with +)': msg`Enter a valid WhatsApp number (6 to 15 digits, optionally starting with +)`,
  'Enter a username or a link starting with https://': msg`Enter a username or a link starting with https://`,
  'Enter a valid website address': msg`Enter a valid website address`,
  'Enter a valid email address': msg`Enter a valid email address`,
  'Must be a whole number': msg`Must be a whole number`,
  'Tax rate must be between 0 and 100': msg`Tax rate must be between 0 and 100`,
  'Enter a number': msg`Enter a number`,
  'Label is required': msg`Label is required`,
  // Customers, categories, expenses, stock.
  'Name is required': msg`Name is required`,
  'Use digits, spaces and + ( ) - . only': msg`Use digits, spaces and + ( ) - . only`,
  'Must be a valid email address': msg`Must be a valid email address`,
  'Use a date (YYYY-MM-DD)': msg`Use a date (YYYY-MM-DD)`,
  'The end date cannot be before the start date': msg`The end date cannot be before the start date`,
  'Quantity must be a whole number': msg`Quantity must be a whole number`,
  // The public shop's order form (PlaceShopOrderBodySchema), in the shop's language.
  'Enter your name': msg`Enter your name`,
  'Enter your phone number': msg`Enter your phone number`,
  'Enter a valid phone number': msg`Enter a valid phone number`,
  // The store messages shown as titles and fallbacks.
  'Failed to load business details': msg`Failed to load business details`,
  'Failed to load sales': msg`Failed to load sales`,
  'Failed to load sale details': msg`Failed to load sale details`,
  'Failed to create sale': msg`Failed to create sale`,
  'Failed to update sale': msg`Failed to update sale`,
  'Failed to delete sale': msg`Failed to delete sale`,
  'Failed to load customers': msg`Failed to load customers`,
  'Failed to load customer': msg`Failed to load customer`,
  'Failed to create customer': msg`Failed to create customer`,
  'Failed to update customer': msg`Failed to update customer`,
  'Failed to delete customer': msg`Failed to delete customer`,
  'Cannot create customer: Business ID is missing.': msg`Cannot create customer: Business ID is missing.`,
  'Failed to load expenses': msg`Failed to load expenses`,
  'Failed to create expense': msg`Failed to create expense`,
  'Failed to update expense': msg`Failed to update expense`,
  'Failed to delete expense': msg`Failed to delete expense`,
};

/** businessFormProblem's field names (the API's), as the form's reader says them. */
export const FIELD_NAMES: Texts = {
  name: msg({ message: 'name', context: 'a field of the business form' }),
  description: msg({ message: 'description', context: 'a field of the business form' }),
  country: msg({ message: 'country', context: 'a field of the business form' }),
  currency: msg({ message: 'currency', context: 'a field of the business form' }),
};

/** A message read from the groups of its pattern. */
export type FromGroups = (...groups: string[]) => MessageDescriptor;

/**
 * The contracts' texts that carry a value (a limit, field names). `true` third: the groups are
 * field names (comma-separated), said in the reader's language through FIELD_NAMES.
 */
export const CONTRACT_PATTERNS: [RegExp, FromGroups, true?][] = [
  [/^Must be at most (\d+) characters$/, (max) => msg`Must be at most ${max} characters`],
  [/^Must be at least (\d+) characters$/, (min) => msg`Must be at least ${min} characters`],
  [/^Must be at most (\d+)$/, (max) => msg`Must be at most ${max}`],
  [/^Must be at least (\d+)$/, (min) => msg`Must be at least ${min}`],
  [/^At most (\d+) custom fields$/, (max) => msg`At most ${max} custom fields`],
  [/^Missing required fields: (.+)$/s, (fields) => msg`Missing required fields: ${fields}`, true],
  [
    /^Required field (.+) cannot be empty$/s,
    (field) => msg`Required field ${field} cannot be empty`,
    true,
  ],
  [
    /^The start date cannot be more than (\d+) days ago$/,
    (days) => msg`The start date cannot be more than ${days} days ago`,
  ],
];
