import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { EMPTY_SOCIALS } from '@app/contracts/businesses';
import type { PublicShop } from '@app/contracts/shop';
import { i18nFor } from '#src/i18n/for-language.ts';
import { shopKeys } from '../api/keys.ts';
import { openingState } from '../opening.ts';
import { ShopPage } from './shop-page.tsx';

afterEach(cleanup);

const shop: PublicShop = {
  id: 'b1',
  slug: 'chez-awa',
  name: 'Chez Awa',
  description: 'Épicerie du quartier',
  logoUrl: null,
  bannerUrl: null,
  socials: { ...EMPTY_SOCIALS, whatsapp: '+2250700000000' },
  address: null,
  phone: null,
  currency: 'XOF',
  timezone: 'Africa/Abidjan',
  language: 'fr',
  accentColor: '#0f766e',
  hidePrices: false,
  showStock: true,
  openingHours: [],
  deliveryNote: null,
  pickupEnabled: true,
  deliveryEnabled: true,
  categories: [],
  items: [
    {
      id: 'i1',
      name: 'Riz parfumé 5kg',
      description: null,
      price: 4500,
      imageUrl: null,
      categoryId: null,
      featured: false,
      availability: 'low',
      stock: 3,
      unit: null,
    },
  ],
};

function renderShop(data: PublicShop) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(shopKeys.detail(data.slug), data);
  render(
    <QueryClientProvider client={client}>
      <ShopPage identifier={data.slug} />
    </QueryClientProvider>,
  );
}

test("the shop speaks its business's language, not the reader's app language", async () => {
  expect(i18n.locale).toBe('en');
  renderShop(shop);
  // While French loads, the skeleton; then French, with the product's name as the owner typed it.
  expect(await screen.findByPlaceholderText('Rechercher parmi 1 article')).toBeTruthy();
  expect(screen.getByText('Plus que 3')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Ajouter Riz parfumé 5kg au panier' })).toBeTruthy();
  // Set by an effect after the paint: it may trail the text under load.
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  cleanup();
  // Leaving the shop gives the page its language back.
  expect(document.documentElement.lang).not.toBe('fr');
});

test('an English shop stays in the English the tests read', async () => {
  renderShop({ ...shop, language: 'en' });
  expect(await screen.findByPlaceholderText('Search 1 products')).toBeTruthy();
  expect(screen.getByText('Only 3 left')).toBeTruthy();
});

test('the opening hours read in the shop language', async () => {
  const fr = await i18nFor('fr');
  // Monday 2 March 2026, 10:00 in Abidjan (UTC).
  const monday = new Date('2026-03-02T10:00:00Z');
  const hours = [
    { day: 1, opens: '08:00', closes: '18:00' },
    { day: 3, opens: '09:00', closes: '17:00' },
  ];
  expect(openingState(hours, 'Africa/Abidjan', fr, monday)).toEqual({
    open: true,
    detail: 'Ferme à 18:00',
  });
  const evening = new Date('2026-03-02T19:00:00Z');
  expect(openingState(hours, 'Africa/Abidjan', fr, evening)).toEqual({
    open: false,
    detail: 'Ouvre mer. à 09:00',
  });
  expect(openingState(hours, 'Africa/Abidjan', i18n, evening)?.detail).toBe('Opens Wed 09:00');
});
