import { expect, test } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

test('a supplier, an order of two items, marked ordered, received in part: stock, cost and status', async ({
  page,
}) => {
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'buyer',
    'Ada Corner Shop',
  );
  const rice = await addItem({ name: 'Golden Penny Rice 5kg', price: 9500, cost: 8000, stock: 5 });
  const oil = await addItem({ name: 'Palm Oil 1L', price: 1500, cost: 1000, stock: 0 });

  await page.goto(`/purchasing/${businessId}`);
  await expect(page.getByRole('heading', { name: 'Purchasing', exact: true })).toBeVisible();

  // The supplier.
  await page.getByRole('button', { name: 'Add supplier' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add supplier' });
  await form.getByLabel('Name').fill('Kofi Traders');
  await form.getByLabel('Phone').fill('+234 803 555 0101');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Kofi Traders' })).toBeVisible();

  // An order of two items, the unit costs prefilled from each item's cost.
  await page.getByRole('button', { name: 'New order' }).click();
  await expect(page.getByRole('heading', { name: 'New purchase order' })).toBeVisible();
  for (const name of ['Golden Penny Rice 5kg', 'Palm Oil 1L']) {
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('combobox', { name: 'Search items' }).fill(name.split(' ')[0]!);
    await page.getByRole('option', { name: new RegExp(name) }).click();
  }
  const quantities = page.getByRole('textbox', { name: 'Quantity' });
  const costs = page.getByRole('textbox', { name: 'Unit cost' });
  await expect(costs.nth(0)).toHaveValue('8000.00');
  await expect(costs.nth(1)).toHaveValue('1000.00');
  await quantities.nth(0).fill('10');
  await costs.nth(0).fill('8200');
  await quantities.nth(1).fill('6');
  await captureScreens(page, '79-order-editor');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('heading', { name: /PO #1/ })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as ordered' }).click();
  await expect(page.getByText('Ordered', { exact: true })).toBeVisible();
  await captureScreens(page, '80-purchase-order');

  // A delivery of part of it: 4 bags of rice at 8,300, no oil yet.
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const receive = page.getByRole('dialog', { name: 'Receive delivery' });
  await receive
    .getByRole('textbox', { name: 'Quantity received of Golden Penny Rice 5kg' })
    .fill('4');
  await receive.getByRole('textbox', { name: 'Unit cost of Golden Penny Rice 5kg' }).fill('8300');
  await receive.getByRole('textbox', { name: 'Quantity received of Palm Oil 1L' }).fill('0');
  await captureScreens(page, '81-receive-delivery');
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText('Partly received', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Golden Penny Rice 5kg/ })).toContainText('4 / 10');

  // What the server recorded: stock up by 4, cost by the weighted average, the order's status.
  const item = async (id: string) =>
    (await (await page.request.get(`${api}/inventory/${id}`, { headers })).json()).item;
  // (5 x 8,000 + 4 x 8,300) / 9 = 8,133.33
  expect(await item(rice.id)).toMatchObject({ stock: 9, cost: 8133.33 });
  expect(await item(oil.id)).toMatchObject({ stock: 0, cost: 1000 });
  const { purchaseOrders } = await (
    await page.request.get(`${api}/purchase-orders`, { headers })
  ).json();
  expect(purchaseOrders[0]).toMatchObject({ status: 'partially_received', receivedValue: 33200 });

  // The supplier now shows what is owed.
  await page.goto(`/purchasing/${businessId}?tab=suppliers`);
  await page.getByRole('button', { name: /Kofi Traders/ }).click();
  await expect(page.getByText(/33,200\.00/).first()).toBeVisible();
  await captureScreens(page, '82-supplier');

  // Palm oil is out of stock: the reorder screen suggests it, with its usual cost.
  await page.goto(`/purchasing/${businessId}?tab=reorder`);
  await expect(page.getByRole('checkbox', { name: 'Reorder Palm Oil 1L' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Reorder Palm Oil 1L' }).check();
  await captureScreens(page, '83-reorder');
});
