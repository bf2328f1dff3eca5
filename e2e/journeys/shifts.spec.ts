import { expect, test, type Page } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

/** Open a shift with a float, sell, pay in and out, close with a difference, the Z report. */
test('a till opens a shift, sells, pays in and out, and closes with a difference and its Z report', async ({
  page,
}) => {
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'shift',
    'Kemi Provisions',
  );
  await addItem({ name: 'Sliced Bread', price: 1200, cost: 800, stock: 30 });
  const settings = await page.request.put(api, {
    headers,
    data: { settings: { shiftRequired: true } },
  });
  expect(settings.ok()).toBe(true);
  // The device's copy of the business (kept for offline starts) learns it on the next load.
  await page.evaluate(() => localStorage.removeItem('app_cache:businesses'));

  // Selling needs a shift: the POS says so and offers to open one.
  await page.goto(`/sales/${businessId}`);
  const blocker = page
    .getByRole('status')
    .filter({ hasText: 'Open a shift on Main before selling.' });
  await expect(blocker).toBeVisible();
  await blocker.getByRole('button', { name: 'Open shift' }).click();
  const openDialog = page.getByRole('dialog', { name: 'Open a shift' });
  const fillFloat = async () => {
    const box = page.getByRole('dialog', { name: 'Open a shift' }).getByLabel('Opening float');
    if ((await box.inputValue()) === '') await box.fill('5000');
  };
  await fillFloat();
  await captureScreens(page, '80-shift-open', undefined, fillFloat);
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(openDialog).toBeHidden();
  await expect(page.getByTestId('shift-chip')).toContainText('Shift open');
  await expect(blocker).toBeHidden();

  // A cash sale of 1,200.
  await page.getByRole('button', { name: /^Add Sliced Bread/ }).click();
  await page
    .getByRole('button', { name: /^Charge .*1,200/ })
    .first()
    .click();
  const receipt = page.getByRole('dialog', { name: /Sale recorded/ });
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'New sale' }).click();

  // Change bought from the bank, a delivery paid from the drawer.
  const move = async (kind: 'Pay in' | 'Pay out', amount: string, reason: string) => {
    await page.getByTestId('shift-chip').click();
    await page.getByRole('menuitem', { name: 'Pay in / out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cash in or out' });
    await dialog.getByRole('radio', { name: kind }).click();
    await dialog.getByLabel('Amount').fill(amount);
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: /^Record pay-/ }).click();
    await expect(dialog).toBeHidden();
  };
  await move('Pay in', '1000', 'Change from the bank');
  await move('Pay out', '300', 'Bread delivery');

  // Expected: 5,000 + 1,200 + 1,000 - 300 = 6,900; counted 6,850: 50 short.
  await page.getByTestId('shift-chip').click();
  await page.getByRole('menuitem', { name: 'Close shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close the shift' });
  await expect(closeDialog.getByText('₦6,900.00')).toBeVisible();
  const fillCount = async () => {
    const box = page.getByRole('dialog', { name: 'Close the shift' }).getByLabel('Counted cash');
    if ((await box.inputValue()) === '') await box.fill('6850');
  };
  await fillCount();
  await expect(closeDialog.getByTestId('close-difference')).toHaveText('- ₦50.00');
  await captureScreens(page, '81-shift-close', undefined, fillCount);
  await closeDialog.getByRole('button', { name: 'Close shift' }).click();

  const report = page.getByRole('dialog', { name: 'Shift report' });
  await expect(report.getByText('Z report')).toBeVisible();
  await expect(report.getByTestId('shift-report')).toContainText('₦6,850.00');
  await captureScreens(page, '82-shift-report', undefined, () => reopenReport(page));
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Shift report' })
    .getByRole('button', { name: 'Download PDF' })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^z-report-Main-\d{4}-\d{2}-\d{2}\.pdf$/);

  // The server kept the same figures.
  const { shifts } = await (await page.request.get(`${api}/shifts`, { headers })).json();
  expect(shifts[0]).toMatchObject({
    status: 'closed',
    expectedCash: 6900,
    countedCash: 6850,
    difference: -50,
  });

  // The Shifts screen lists it, closed, with its difference.
  await page.goto(`/shifts/${businessId}`);
  await expect(page.getByText('No open shift on Main')).toBeVisible();
  await expect(page.getByRole('button', { name: /Main.*Closed/ })).toContainText('- ₦50.00');
  await captureScreens(page, '83-shifts-list');
});

/** The phone layout remounts the report panel's contents; it stays open, nothing to redo. */
async function reopenReport(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Shift report' })).toBeVisible();
}
