import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { MESSAGES } from '@app/contracts';
import { ADMIN_MESSAGES } from '@app/contracts/admin';
import { MAX_MANAGERS_PER_BUSINESS, BUSINESS_MESSAGES } from '@app/contracts/businesses';
import { CATEGORY_MESSAGES, MAX_CATEGORIES_PER_BUSINESS } from '@app/contracts/categories';
import { EXPENSE_MESSAGES, RECURRING_MAX_PER_BUSINESS } from '@app/contracts/expenses';
import { INVENTORY_MESSAGES } from '@app/contracts/inventory';
import { SALE_MESSAGES } from '@app/contracts/sales';
import { SHOP_MESSAGES } from '@app/contracts/shop';
import { SHIFT_MESSAGES } from '@app/contracts/shifts';
import { ERROR_CODES } from '@app/contracts/messages';
import { i18nFor } from '#src/i18n/for-language.ts';
import { ApiError, errorMessage, fieldErrorMessage } from './api-client.ts';
import { errorTranslator, SPEC_TEXTS } from './error-messages.ts';
import { setErrorTranslator } from './error-translator.ts';
import { ERROR_TEXTS } from './error-texts.ts';
import { specText } from './error-translator.ts';

/** An ApiError as the api client throws it for an answer with this status and body. */
function apiError(status: number, body: Record<string, unknown>): ApiError {
  const request = new Request('http://localhost/api/x');
  const response = new Response(JSON.stringify(body), { status });
  return new ApiError(response, request, {} as never, body);
}

const refusal = (status: number, errorCode: string, message: string, extra = {}) =>
  apiError(status, { error: message, message, errorCode, ...extra });

afterEach(() => setErrorTranslator(errorTranslator(i18n)));

describe('the error texts', () => {
  it('give every error code a text, keyed by the English the server sends', () => {
    expect(Object.keys(ERROR_TEXTS).sort()).toEqual([...ERROR_CODES].sort());
    for (const [code, texts] of Object.entries(ERROR_TEXTS)) {
      expect(Object.keys(texts).length, code).toBeGreaterThan(0);
      for (const [english, descriptor] of Object.entries(texts)) {
        expect(i18n._(descriptor), code).toBe(english);
      }
    }
  });

  it("hold the server's own words", () => {
    const sent = (code: keyof typeof ERROR_TEXTS) => Object.keys(ERROR_TEXTS[code]);
    expect(sent('EMAIL_TAKEN')).toEqual([MESSAGES.emailTaken]);
    expect(sent('INVALID_CREDENTIALS')).toContain(MESSAGES.invalidCredentials);
    expect(sent('SALE_NOT_FOUND')).toEqual([SALE_MESSAGES.notFound]);
    expect(sent('SLUG_TAKEN')).toEqual([BUSINESS_MESSAGES.slugTaken]);
    expect(sent('SHOP_BUSY')).toEqual([SHOP_MESSAGES.shopBusy]);
    expect(sent('SKU_TAKEN')).toEqual([INVENTORY_MESSAGES.skuTaken]);
    expect(sent('CATEGORY_NAME_TAKEN')).toEqual([CATEGORY_MESSAGES.nameTaken]);
    expect(sent('SUPER_ADMIN_REQUIRED')).toContain(ADMIN_MESSAGES.onlySuperAdminsCreate);
    expect(sent('BUSINESS_LIMIT_REACHED')).toEqual([BUSINESS_MESSAGES.limitReached]);
    expect(sent('MANAGER_LIMIT_REACHED')).toEqual([BUSINESS_MESSAGES.managerLimit]);
    expect(sent('CATEGORY_LIMIT_REACHED')).toEqual([CATEGORY_MESSAGES.limitReached]);
    expect(sent('RECURRING_EXPENSE_LIMIT_REACHED')).toEqual([EXPENSE_MESSAGES.recurringLimit]);
    expect(sent('SHIFT_NOT_FOUND')).toEqual([SHIFT_MESSAGES.notFound]);
    expect(sent('SHIFT_ALREADY_OPEN')).toEqual([SHIFT_MESSAGES.alreadyOpen]);
    expect(sent('SHIFT_ID_CONFLICT')).toEqual([SHIFT_MESSAGES.idTaken]);
    expect(sent('SHIFT_CLOSED')).toEqual([SHIFT_MESSAGES.closed]);
    expect(sent('SHIFT_REQUIRED')).toEqual([SHIFT_MESSAGES.required]);
    expect(BUSINESS_MESSAGES.managerLimit).toContain(String(MAX_MANAGERS_PER_BUSINESS));
    expect(CATEGORY_MESSAGES.limitReached).toContain(String(MAX_CATEGORIES_PER_BUSINESS));
    expect(EXPENSE_MESSAGES.recurringLimit).toContain(String(RECURRING_MAX_PER_BUSINESS));
    for (const english of Object.keys(SPEC_TEXTS)) {
      expect(Object.values(MESSAGES)).toContain(english);
    }
  });
});

describe('server errors in English', () => {
  it("show the server's text exactly, as before", () => {
    expect(errorMessage(refusal(409, 'EMAIL_TAKEN', MESSAGES.emailTaken), 'x')).toBe(
      MESSAGES.emailTaken,
    );
    const route = 'Route GET /api/nope not found';
    expect(errorMessage(refusal(404, 'NOT_FOUND', route), 'x')).toBe(route);
    const details = [
      { field: 'name', message: 'Too small: expected string to have >=1 characters' },
    ];
    expect(errorMessage(refusal(400, 'VALIDATION_FAILED', 'v', { details }), 'x')).toBe(
      'Validation failed: name: Too small: expected string to have >=1 characters',
    );
  });
});

describe('server errors in Swahili', () => {
  it('show the text of the error code in Swahili', async () => {
    const sw = await i18nFor('sw');
    setErrorTranslator(errorTranslator(sw));
    const shown = errorMessage(refusal(409, 'SKU_TAKEN', INVENTORY_MESSAGES.skuTaken), 'x');
    expect(shown).toBe(sw._(ERROR_TEXTS.SKU_TAKEN[INVENTORY_MESSAGES.skuTaken]!));
    expect(shown).not.toBe(INVENTORY_MESSAGES.skuTaken);
    expect(shown).toMatch(/SKU/);
  });

  it("show the code's own text for a message of the server's own, and the values of those that carry them", async () => {
    const sw = await i18nFor('sw');
    setErrorTranslator(errorTranslator(sw));
    const route = errorMessage(refusal(404, 'NOT_FOUND', 'Route GET /api/nope not found'), 'x');
    expect(route).toBe(sw._(ERROR_TEXTS.NOT_FOUND['Not found']!));
    const stock = errorMessage(
      refusal(409, 'INSUFFICIENT_STOCK', 'Not enough stock of "Soda 500ml": 3 available'),
      'x',
    );
    expect(stock).toContain('Soda 500ml');
    expect(stock).toContain('3');
    expect(stock).not.toContain('Not enough stock');
  });

  it('translate known field problems, and keep the rest as the server wrote them', async () => {
    const sw = await i18nFor('sw');
    setErrorTranslator(errorTranslator(sw));
    const short = fieldErrorMessage('Too small: expected string to have >=3 characters');
    expect(short).toContain('3');
    expect(short).not.toMatch(/Too small/);
    expect(fieldErrorMessage('Something only this endpoint says')).toBe(
      'Something only this endpoint says',
    );
    const details = [{ field: 'price', message: 'Must be a number' }];
    const shown = errorMessage(refusal(400, 'VALIDATION_FAILED', 'v', { details }), 'x');
    expect(shown).toContain('price: ');
    expect(shown).not.toMatch(/Validation failed|Must be a number/);
  });

  it("show an unknown code's message, and SPEC's texts in Swahili", async () => {
    const sw = await i18nFor('sw');
    setErrorTranslator(errorTranslator(sw));
    expect(errorMessage(refusal(418, 'TEAPOT', 'I am a teapot'), 'x')).toBe('I am a teapot');
    expect(errorMessage(apiError(500, { nothing: true }), 'Something only this screen says')).toBe(
      'Something only this screen says',
    );
    // A fallback that is one of the contracts' texts (SALE_MESSAGES.loadListFailed) is translated.
    expect(errorMessage(apiError(500, { nothing: true }), 'Failed to load sales')).not.toBe(
      'Failed to load sales',
    );
    expect(specText(MESSAGES.outOfSync)).not.toBe(MESSAGES.outOfSync);
    expect(specText('Saved')).toBe('Saved');
  });
});
