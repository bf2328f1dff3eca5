import { expect, test } from '@playwright/test';
import { registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { bearer, createBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

test('sales and an expense show on the dashboard and in analytics', async ({ page }) => {
  await registerAndVerify(page, `tolu_${Date.now().toString(36)}`, uniqueEmail('tolu'));
  await expect(page).toHaveURL(/\/businesses$/);
  await createBusiness(page, 'Tolu Tailoring');
  const headers = await bearer(page);
  const { businesses } = await (await page.request.get('/api/businesses', { headers })).json();
  const businessId: string = businesses[0].id;
  const api = `/api/businesses/${businessId}`;

  // Two sales today: 3 shirts at 5,000 (cost 3,000) = revenue 15,000, gross profit 6,000.
  const { item } = await (
    await page.request.post(`${api}/inventory`, {
      headers,
      data: { name: 'Ankara shirt', price: 5000, cost: 3000, stock: 20 },
    })
  ).json();
  for (const quantity of [2, 1]) {
    const sale = await page.request.post(`${api}/sales`, {
      headers: { ...headers, 'Idempotency-Key': `e2e-${quantity}-${Date.now()}` },
      data: { items: [{ productId: item.id, quantity }], paymentMethod: 'cash' },
    });
    expect(sale.status()).toBe(201);
  }

  // An expense through the form: 2,500 for transport.
  await page.goto(`/expenses/${businessId}`);
  await page.getByRole('button', { name: 'Add expense' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add an expense' });
  await form.getByLabel(/^Amount/).fill('2500');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: /Transport/i }).click();
  await form.getByRole('button', { name: 'Add expense' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('2,500').first()).toBeVisible();
  await captureScreens(page, '40-expenses');

  // The dashboard: revenue 15,000, expenses 2,500, net profit 15,000 - 9,000 - 2,500 = 3,500.
  await page.goto(`/dashboard/${businessId}`);
  const card = (label: string) => page.locator('.kpi-card', { hasText: label }).first();
  await expect(card('Revenue')).toContainText('15,000');
  await expect(card('Gross profit')).toContainText('6,000');
  await expect(card('Expenses')).toContainText('2,500');
  await expect(card('Net profit')).toContainText('3,500');
  await captureScreens(page, '41-dashboard');

  // Analytics for the default range holds the same figures, and the product on top.
  await page.goto(`/analytics/${businessId}`);
  await expect(page.getByText('15,000').first()).toBeVisible();
  await expect(page.getByText('3,500').first()).toBeVisible();
  await expect(page.getByText('Ankara shirt').first()).toBeVisible();
  await captureScreens(page, '42-analytics');
});
