import { i18n as appI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import { i18nFor } from '#src/i18n/for-language.ts';
import { buildDocument, defaultOptions, type PriceListOptions } from './price-list.ts';
import { formatPriceListText, whatsappShareUrl } from './whatsapp-text.ts';

const business = {
  name: 'Mama Tunde *Provisions*',
  logoUrl: null,
  address: null,
  phone: null,
  currency: 'NGN',
  country: 'NG',
  settings: { ...DEFAULT_BUSINESS_SETTINGS, timezone: 'Africa/Lagos' },
  socials: {
    whatsapp: '+2348035550142',
    instagram: null,
    facebook: null,
    tiktok: null,
    x: null,
    website: null,
  },
};
const categories = [
  { id: 'c-drinks', name: 'Drinks', position: 1 },
  { id: 'c-grains', name: 'Grains', position: 0 },
];

let n = 0;
function item(partial: Partial<InventoryItem>): InventoryItem {
  n += 1;
  return {
    id: `i${n}`,
    businessId: 'b1',
    name: `Item ${n}`,
    sku: null,
    barcode: null,
    categoryId: null,
    categoryName: null,
    price: 100,
    cost: 50,
    stock: 5,
    unit: null,
    description: null,
    image: null,
    imageUrl: null,
    lowStockThreshold: null,
    isLowStock: false,
    showInShop: true,
    supplierId: null,
    salesCount: 0,
    settings: { featured: false, taxRate: null, allowDiscount: true },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...partial,
  };
}

const items = [
  item({
    name: 'Malta Guinness 33cl',
    categoryId: 'c-drinks',
    price: 700,
    sku: 'MAL-33',
    stock: 96,
  }),
  item({ name: 'Coca-Cola 50cl', categoryId: 'c-drinks', price: 350.5, stock: 0 }),
  item({
    name: 'Rice 50kg',
    categoryId: 'c-grains',
    price: 78000,
    sku: 'RIC-50',
    stock: 14,
    unit: 'bag',
  }),
  item({ name: 'Eggs (crate)', categoryId: null, price: 5500, stock: 6 }),
];

// The app's instance, in English in tests.
function text(options: Partial<PriceListOptions> = {}, i18n: I18n = appI18n) {
  const doc = buildDocument({
    business,
    items,
    categories,
    options: { ...defaultOptions(business, i18n), ...options },
    i18n,
    now: new Date('2026-03-02T10:00:00Z'),
  });
  return formatPriceListText(doc);
}

describe('the WhatsApp price list text', () => {
  it('lists items under bold category headings in the business order, with the note', () => {
    const lines = text().split('\n');
    expect(lines[0]).toBe('*Mama Tunde Provisions*');
    expect(lines[1]).toMatch(/^\*Price list\* · Prices as of /);
    expect(lines.slice(2)).toEqual([
      '',
      '*Grains*',
      '• Rice 50kg — ₦78,000 / bag',
      '',
      '*Drinks*',
      '• Malta Guinness 33cl — ₦700',
      '',
      '*Other items*',
      '• Eggs (crate) — ₦5,500',
      '',
      'Order on WhatsApp: +2348035550142',
    ]);
  });

  it('shows SKU, stock and out-of-stock items when asked, cents only where there are some', () => {
    const body = text({ showSku: true, showStock: true, hideOutOfStock: false });
    expect(body).toContain('• Rice 50kg — ₦78,000 / bag (SKU RIC-50 · 14 in stock)');
    expect(body).toContain('• Coca-Cola 50cl — ₦350.50 (Out of stock)');
    expect(body).toContain('• Malta Guinness 33cl — ₦700 (SKU MAL-33 · 96 in stock)');
  });

  it('writes one alphabetical list when not grouped, with the currency code or none', () => {
    const coded = text({
      groupByCategory: false,
      currencyDisplay: 'code',
      title: 'March *prices*',
    });
    expect(coded.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^\*March prices\* · /),
      '',
      '• Eggs (crate) — NGN 5,500',
      '• Malta Guinness 33cl — NGN 700',
      '• Rice 50kg — NGN 78,000 / bag',
      '',
      'Order on WhatsApp: +2348035550142',
    ]);
    expect(text({ currencyDisplay: 'none', note: '' })).toContain('• Rice 50kg — 78,000 / bag');
    expect(text({ note: '' }).endsWith('• Eggs (crate) — ₦5,500')).toBe(true);
  });

  it("is written in the business's language (Swahili), item and category names as they are", async () => {
    const sw = await i18nFor('sw');
    const lines = text({ showSku: true, showStock: true, hideOutOfStock: false }, sw).split('\n');
    expect(lines[1]).toMatch(/^\*Orodha ya bei\* · Bei kufikia /);
    expect(lines).toContain('*Bidhaa nyingine*');
    // Swahili writes the symbol apart from the amount.
    expect(lines).toContain('• Rice 50kg — ₦ 78,000 / bag (SKU RIC-50 · 14 kwenye stoku)');
    expect(lines).toContain('• Coca-Cola 50cl — ₦ 350.50 (Imeisha)');
    expect(lines.at(-1)).toBe('Agiza kupitia WhatsApp: +2348035550142');
  });

  it("writes prices, counts and the date as the business's language and country do", async () => {
    const fr = await i18nFor('fr');
    const doc = buildDocument({
      business: { ...business, currency: 'XOF', country: 'CI' },
      categories,
      items: [...items, item({ name: 'Sugar 1kg', price: 1250.5, stock: 1200 })],
      options: { ...defaultOptions(business, fr), showStock: true, groupByCategory: false },
      i18n: fr,
      now: new Date('2026-03-02T10:00:00Z'),
    });
    expect(doc.numberLocale).toBe('fr-CI');
    const lines = formatPriceListText(doc).split('\n');
    expect(lines[1]).toMatch(/ · Prix au 2 mars 2026$/);
    // fr-CI groups thousands with a (narrow) no-break space, shown as a plain one.
    expect(lines).toContain('• Rice 50kg — 78 000 F CFA / bag (14 en stock)');
    expect(lines).toContain('• Sugar 1kg — 1 250,50 F CFA (1 200 en stock)');
  });

  it('links to WhatsApp with the whole message encoded', () => {
    expect(whatsappShareUrl('*Hi* & bye\n• ₦5')).toBe(
      'https://wa.me/?text=*Hi*%20%26%20bye%0A%E2%80%A2%20%E2%82%A65',
    );
  });
});
