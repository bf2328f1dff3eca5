import { expect, test } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

test('the calculator from the quick menu on desktop and phone, and its result as a price', async ({
  page,
}) => {
  const { headers, businessId } = await signUpWithBusiness(page, 'calc', 'Bisi Provisions');
  const calculator = page.getByRole('dialog', { name: 'Calculator' });
  const entry = calculator.getByTestId('calculator-entry');

  // Desktop: the quick menu sits in the top bar.
  await page.goto(`/dashboard/${businessId}`);
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'Calculator' }).click();
  await expect(calculator).toBeVisible();
  await page.keyboard.type('0.1+0.2');
  await page.keyboard.press('Enter');
  await expect(entry).toHaveText('0.3');
  await page.keyboard.type('/0');
  await page.keyboard.press('Enter');
  await expect(calculator.getByRole('alert')).toHaveText('Error: Cannot divide by zero');
  await page.keyboard.type('1200*1.3=');
  await expect(entry).toHaveText('1560');
  await captureScreens(page, '70-calculator');
  await page.keyboard.press('Escape');
  await expect(calculator).toBeHidden();

  // Phone: the floating button above the bottom navigation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'Calculator' }).click();
  await expect(calculator).toBeVisible();
  for (const key of ['7', 'Multiply', '6', 'Equals']) {
    await calculator.getByRole('button', { name: key, exact: true }).click();
  }
  await expect(entry).toHaveText('42');
  await page.keyboard.press('Escape');
  await expect(calculator).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // From the product form: the result becomes the selling price.
  await page.goto(`/inventory/${businessId}?new=1`);
  const form = page.getByRole('dialog', { name: 'Add a product' });
  await form.getByLabel('Name', { exact: true }).fill('Golden Penny semovita');
  await form.getByRole('button', { name: 'Calculator: use as price' }).click();
  await expect(calculator).toBeVisible();
  await page.keyboard.type('2500*(1+0.16)');
  await page.keyboard.press('Enter');
  await expect(entry).toHaveText('2900');
  await calculator.getByRole('button', { name: 'Use as price' }).click();
  await expect(calculator).toBeHidden();
  await expect(form.getByLabel('Selling price')).toHaveValue('2900');
  await form.getByLabel('Opening stock').fill('12');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form).toBeHidden();
  const { items } = await (
    await page.request.get(`/api/businesses/${businessId}/inventory`, { headers })
  ).json();
  expect(items).toEqual([expect.objectContaining({ name: 'Golden Penny semovita', price: 2900 })]);

  // The tools page and one tool, prefilled from the business.
  await page.goto(`/tools/${businessId}`);
  await expect(page.getByRole('heading', { name: 'Tools', exact: true })).toBeVisible();
  await captureScreens(page, '71-tools');
  await page.goto(`/calculator/${businessId}/margin`);
  await expect(page.getByRole('heading', { name: /Margin/ }).first()).toBeVisible();
  await captureScreens(page, '72-tool-margin');
});
