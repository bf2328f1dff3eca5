import { expect, test } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

test('publish a shop, a customer orders from a phone, the owner completes the order into a sale', async ({
  page,
  browser,
}) => {
  // A sign-up, a second browser context and the order's whole life on a shared 2-core machine.
  test.setTimeout(150_000);
  const {
    headers,
    businessId,
    api,
    addItem: add,
  } = await signUpWithBusiness(page, 'ada', 'Ada Kitchen');

  // Two products in the shop and one kept out of it.
  const rice = await add({ name: 'Jollof rice', price: 1500, cost: 900, stock: 30 });
  await add({ name: 'Puff puff', price: 200, cost: 80, stock: 50 });
  const secret = await add({ name: 'Staff meal', price: 100, stock: 5 });
  await page.request.patch(`${api}/inventory/${secret.id}/settings/show-in-shop`, {
    headers,
    data: { showInShop: false },
  });

  // Publish from the catalogue manager once a WhatsApp number is set.
  const published = await page.request.put(api, {
    headers,
    data: { socials: { whatsapp: '+234 803 123 4567' }, shopPublished: true },
  });
  expect(published.status()).toBe(200);
  await page.goto(`/catalog/${businessId}`);
  await expect(page.getByRole('heading', { name: 'Catalogue', exact: true })).toBeVisible();
  await expect(page.getByText('Jollof rice').first()).toBeVisible();
  await captureScreens(page, '60-catalog-manager');
  const { business } = await (await page.request.get(api, { headers })).json();

  // A customer, signed out, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const shopper = await phone.newPage();
  const popups: string[] = [];
  await phone.route('https://wa.me/**', (route) => {
    popups.push(route.request().url());
    return route.fulfill({ status: 200, body: 'WhatsApp' });
  });
  await shopper.goto(`/shop/${business.slug}`);
  await expect(shopper.getByRole('heading', { name: 'Ada Kitchen' })).toBeVisible();
  await expect(shopper.getByText('Jollof rice').first()).toBeVisible();
  await expect(shopper.getByText('Staff meal')).toHaveCount(0);
  await captureScreens(shopper, '61-shop-phone');

  await shopper.getByRole('button', { name: 'Add Jollof rice to cart' }).first().click();
  await shopper.getByRole('button', { name: 'One more Jollof rice' }).first().click();
  await shopper.getByRole('button', { name: 'Add Puff puff to cart' }).first().click();
  await shopper.getByRole('button', { name: /View order/ }).click();
  await shopper.getByLabel('Your name').fill('Chinedu Okafor');
  await shopper.getByLabel('Phone number').fill('+234 802 555 0101');
  await captureScreens(shopper, '62-shop-checkout');
  const placed = shopper.waitForResponse(
    (r) => r.url().endsWith(`/api/shop/${business.slug}/orders`) && r.request().method() === 'POST',
  );
  await shopper.getByRole('button', { name: 'Send order on WhatsApp' }).click();
  const { order } = await (await placed).json();
  // 2 x 1,500 + 200, priced by the server.
  expect(order.total).toBe(3200);
  const text = decodeURIComponent(new URL(order.whatsappUrl).searchParams.get('text') ?? '');
  expect(order.whatsappUrl).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=/);
  expect(text).toContain('Jollof rice');
  expect(text).toContain(order.reference);
  await expect(shopper.getByTestId('order-reference')).toHaveText(order.reference);
  await captureScreens(shopper, '63-shop-order-placed');
  await phone.close();

  // The owner sees it in the app, with the badge, and completes it into a sale.
  await page.goto(`/orders/${businessId}`);
  await expect(page.getByText('1 new order waits for you.')).toBeVisible();
  const row = page.getByRole('button', { name: new RegExp(`Order ${order.reference}`) });
  await expect(row).toBeVisible();
  await captureScreens(page, '64-orders');
  await row.click();
  const details = page.getByRole('dialog', { name: `Order ${order.reference}` });
  await expect(details.getByText('Chinedu Okafor')).toBeVisible();
  await captureScreens(page, '65-order-details');
  await details.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Order ${order.reference}: accepted`)).toBeVisible();
  await details.getByText('Mobile money').click();
  await details.getByRole('button', { name: 'Complete and record sale' }).click();
  await expect(
    page.getByText(`Order ${order.reference} completed and recorded as a sale`),
  ).toBeVisible();

  // The sale is there once, with the order's lines, and stock went down.
  const { sales } = await (await page.request.get(`${api}/sales`, { headers })).json();
  expect(sales).toHaveLength(1);
  expect(sales[0]).toMatchObject({ total: 3200, paymentMethod: 'mobile_money' });
  const { item } = await (
    await page.request.get(`${api}/inventory/${rice.id}`, { headers })
  ).json();
  expect(item.stock).toBe(28);
  await page.getByRole('radio', { name: 'Completed' }).click();
  await page.getByRole('button', { name: new RegExp(`Order ${order.reference}`) }).click();
  await page.getByRole('link', { name: 'View the sale' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/${businessId}\\?sale=`));
  await expect(page.getByRole('dialog', { name: /Receipt #/ })).toBeVisible();
});
