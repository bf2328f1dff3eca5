import { describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  CreateBusinessBodySchema,
  UpdateBusinessBodySchema,
  businessFormProblem,
  slugify,
} from './businesses.ts';

const valid = { name: 'Shop', description: 'd', country: 'NG', currency: 'NGN' };

describe('slugify', () => {
  it('folds accents, lowercases and joins words with hyphens', () => {
    expect(slugify('  Crème Brûlée & Co. ')).toBe('creme-brulee-co');
    expect(slugify('A'.repeat(80))).toHaveLength(50);
  });
  it('always gives at least 3 characters', () => {
    expect(slugify('Mo')).toBe('mo-shop');
    expect(slugify('日本')).toBe('shop');
  });
});

describe('businessFormProblem (SPEC section 5)', () => {
  it('finds an empty create form, missing fields and blank fields, in that order', () => {
    expect(businessFormProblem({ name: ' ' }, 'create')?.message).toBe(BUSINESS_MESSAGES.formEmpty);
    expect(businessFormProblem({}, 'create', true)?.message).toBe(
      'Missing required fields: name, description, country, currency',
    );
    expect(businessFormProblem({ ...valid, country: null }, 'create')?.message).toBe(
      'Missing required fields: country',
    );
    expect(businessFormProblem({ ...valid, currency: ' ' }, 'create')?.message).toBe(
      'Required field currency cannot be empty',
    );
    expect(businessFormProblem(valid, 'create')).toBeNull();
  });
  it('lets an update send any subset, but not blank a required field', () => {
    expect(businessFormProblem({ phone: '1' }, 'update')).toBeNull();
    expect(businessFormProblem({ name: '' }, 'update')?.message).toBe(
      'Required field name cannot be empty',
    );
    expect(businessFormProblem({}, 'update')?.message).toBe(BUSINESS_MESSAGES.formEmpty);
  });
});

describe('business body schemas', () => {
  it('normalises codes, socials and booleans from a form', () => {
    const parsed = CreateBusinessBodySchema.parse({
      ...valid,
      country: 'gh',
      currency: 'ghs',
      email: '',
      socials: { whatsapp: '+233 (20) 111-2222', website: 'ada.example', x: '' },
      shopPublished: 'false',
    });
    expect(parsed).toMatchObject({
      country: 'GH',
      currency: 'GHS',
      email: null,
      shopPublished: false,
      socials: { whatsapp: '+233201112222', website: 'https://ada.example', x: null },
    });
  });
  it('refuses unsafe links and unknown codes', () => {
    const result = UpdateBusinessBodySchema.safeParse({
      country: 'ZZ',
      currency: 'XXX',
      socials: { website: 'javascript:alert(1)', instagram: 'ftp://x.example' },
      settings: { timezone: 'Nowhere/City' },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'country',
      'currency',
      'settings.timezone',
      'socials.instagram',
      'socials.website',
    ]);
  });
});
