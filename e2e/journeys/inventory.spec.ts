import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { bearer, createBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

async function addProduct(
  page: Page,
  p: { name: string; category: string; price: string; cost: string; stock: string; sku: string },
) {
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a product' });
  await dialog.getByLabel('Name', { exact: true }).fill(p.name);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('combobox', { name: /Find (or create )?a category/ }).fill(p.category);
  await page
    .getByRole('option', { name: new RegExp(`^${p.category}`) })
    .first()
    .click();
  await dialog.getByLabel('Selling price').fill(p.price);
  await dialog.getByLabel('Cost price').fill(p.cost);
  await dialog.getByLabel('Opening stock').fill(p.stock);
  await dialog.getByLabel('SKU').fill(p.sku);
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await expect(dialog).toBeHidden();
}

test('categories, products, a restock, its history and a price list PDF', async ({ page }) => {
  await registerAndVerify(page, `stock_${Date.now().toString(36)}`, uniqueEmail('stock'));
  await expect(page).toHaveURL(/\/businesses$/);
  await createBusiness(page, 'Ada Corner Shop');
  await page
    .getByRole('link', { name: /Ada Corner Shop/ })
    .first()
    .click();
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();
  await captureScreens(page, '20-inventory-empty');

  // Categories.
  await page.getByRole('button', { name: 'Categories' }).first().click();
  const categories = page.getByRole('dialog', { name: 'Categories' });
  for (const name of ['Drinks', 'Provisions']) {
    await categories.getByRole('textbox', { name: 'New category name' }).fill(name);
    await categories.getByRole('button', { name: 'Add' }).click();
    await expect(categories.getByText(name, { exact: true })).toBeVisible();
  }
  await captureScreens(page, '21-categories');
  await page.keyboard.press('Escape');

  // Products, each in a category, with opening stock.
  await addProduct(page, {
    name: 'Coca-Cola 50cl',
    category: 'Drinks',
    price: '350',
    cost: '250',
    stock: '24',
    sku: 'COKE50',
  });
  await addProduct(page, {
    name: 'Golden Penny Rice 5kg',
    category: 'Provisions',
    price: '9500',
    cost: '8200',
    stock: '3',
    sku: 'RICE5',
  });
  await expect(page.getByText('Coca-Cola 50cl').first()).toBeVisible();
  await expect(page.getByText('Golden Penny Rice 5kg').first()).toBeVisible();
  await captureScreens(page, '22-inventory-list');

  // Restock the rice at a new cost.
  await page.getByRole('button', { name: /Adjust stock of Golden Penny Rice 5kg/ }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust stock' });
  await expect(adjust).toBeVisible();
  // Before typing: the screenshots resize the page across the phone breakpoint (popover <-> sheet).
  await captureScreens(page, '23-restock');
  const quantity = adjust.getByRole('textbox', { name: 'Quantity' });
  await expect(async () => {
    await quantity.fill('10');
    await expect(quantity).toHaveValue('10', { timeout: 500 });
  }).toPass();
  await adjust.getByLabel('Unit cost (optional)').fill('8600');
  await adjust.getByRole('button', { name: /^Restock \+10/ }).click();
  await expect(
    page.getByRole('button', { name: /Stock 13\b.*Golden Penny Rice 5kg/ }),
  ).toBeVisible();

  // The server holds the invariant: stock 13 = opening 3 + restock 10; cost is the weighted average.
  const businessId = await page.evaluate(() => {
    const raw = localStorage.getItem('app_cache:current_business') ?? '';
    return /[0-9a-f-]{36}/.exec(raw)?.[0] ?? '';
  });
  const headers = await bearer(page);
  const items = await (
    await page.request.get(`/api/businesses/${businessId}/inventory?search=rice`, { headers })
  ).json();
  const rice = items.items[0];
  expect(rice).toMatchObject({ stock: 13, cost: 8507.69 });

  // The history shows the opening stock and the restock.
  await page.goto(`/stock-history?productId=${rice.id}`);
  await expect(page.getByText('+10').first()).toBeVisible();
  await expect(page.getByText('+3').first()).toBeVisible();
  await captureScreens(page, '24-stock-history');

  // A price list as a PDF made in the browser.
  await page.goto('/price-list-generator');
  await expect(page.getByText('Coca-Cola 50cl').first()).toBeVisible();
  await captureScreens(page, '25-price-list');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /PDF/ }).first().click(),
  ]);
  const file = await download.path();
  const pdf = readFileSync(file!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
});
