import { expect, test, type Page } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import {
  CUT,
  DRAWER_KICK,
  clearPrinted,
  containsBytes,
  installFakeSerial,
  printedBytes,
} from '../fixtures/fake-serial.ts';

/** Waits until the fake printer has received bytes holding every one of `needles`. */
async function expectPrinted(page: Page, needles: (number[] | string)[]) {
  await expect
    .poll(async () => {
      const bytes = await printedBytes(page);
      return needles.filter((n) => !containsBytes(bytes, n)).map(String);
    })
    .toEqual([]);
}

/*
 * The till end to end (ADR 075): a shift opened with a float, a cash sale printed on a serial
 * receipt printer with the drawer kicked, one line refunded back to stock, the shift closed with
 * a difference, and its Z report printed.
 */
test('open a shift, sell for cash on the printer, refund a line to stock, close short and print the Z report', async ({
  page,
}) => {
  await installFakeSerial(page);
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'till',
    'Musa Market',
  );
  const bread = await addItem({
    name: 'Sliced Bread',
    price: 1200,
    cost: 800,
    stock: 30,
    sku: 'BRD-01',
  });
  const milk = await addItem({ name: 'Fresh Milk', price: 800, cost: 500, stock: 20 });

  // The printer, set up on this device: receipts by themselves, the drawer on cash.
  await page.goto(`/settings/${businessId}?section=printer`);
  await page.getByRole('button', { name: /Connect a USB or Bluetooth serial printer/ }).click();
  await expect(page.getByText('Set up on this device')).toBeVisible();
  await page.getByLabel('Print automatically after each sale').click();
  await page.getByLabel('Open the drawer on cash sales').click();
  await expect(page.getByLabel('Open the drawer on cash sales')).toBeChecked();

  // Open the shift with a counted float of 5,000.
  await page.goto(`/sales/${businessId}`);
  await page.getByTestId('shift-chip').click();
  const openDialog = page.getByRole('dialog', { name: 'Open a shift' });
  await openDialog.getByLabel('Opening float').fill('5000');
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('shift-chip')).toContainText('Shift open');

  // A cash sale of 2,000: the receipt prints, is cut, and the drawer opens.
  await clearPrinted(page);
  await page.getByRole('button', { name: /^Add Sliced Bread/ }).click();
  await page.getByRole('button', { name: /^Add Fresh Milk/ }).click();
  await page
    .getByRole('button', { name: /^Charge .*2,000/ })
    .first()
    .click();
  const receipt = page.getByRole('dialog', { name: /Sale recorded/ });
  await expect(receipt.getByText('Receipt #1').first()).toBeVisible();
  await expectPrinted(page, ['Receipt #1', 'NGN 2,000.00', CUT, DRAWER_KICK]);
  await receipt.getByRole('button', { name: 'New sale' }).click();

  // The milk comes back (800, cash), and goes back on the shelf.
  const { sales } = await (await page.request.get(`${api}/sales`, { headers })).json();
  await page.goto(`/sales/${businessId}?sale=${sales[0].id}`);
  const details = page.getByRole('dialog', { name: 'Receipt #1' });
  await details.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund from receipt #1' });
  await refund.getByRole('button', { name: 'One less Sliced Bread' }).click();
  await expect(refund.getByRole('switch', { name: 'Put the items back in stock' })).toBeChecked();
  await refund.getByRole('button', { name: /^Refund .*800/ }).click();
  await page
    .getByRole('alertdialog', { name: /^Give back .*800.* by Cash\?$/ })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(refund.getByText('Refund recorded')).toBeVisible();
  const milkNow = await (await page.request.get(`${api}/inventory/${milk.id}`, { headers })).json();
  expect(milkNow.item.stock).toBe(20);

  // Close: 5,000 + 2,000 - 800 = 6,200 expected; 6,150 counted, 50 short.
  await page.goto(`/sales/${businessId}`);
  await page.getByTestId('shift-chip').click();
  await page.getByRole('menuitem', { name: 'Close shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close the shift' });
  await expect(closeDialog.getByText('₦6,200.00')).toBeVisible();
  await closeDialog.getByLabel('Counted cash').fill('6150');
  await expect(closeDialog.getByTestId('close-difference')).toHaveText('- ₦50.00');
  await closeDialog.getByRole('button', { name: 'Close shift' }).click();

  // The Z report, printed on the till's printer.
  const report = page.getByRole('dialog', { name: 'Shift report' });
  await expect(report.getByText('Z report')).toBeVisible();
  await clearPrinted(page);
  await report.getByRole('button', { name: 'Print', exact: true }).click();
  await expectPrinted(page, ['Z report', 'NGN 6,200.00', 'NGN 6,150.00', '-NGN 50.00', CUT]);
  expect(containsBytes(await printedBytes(page), DRAWER_KICK)).toBe(false);

  const { shifts } = await (await page.request.get(`${api}/shifts`, { headers })).json();
  expect(shifts[0]).toMatchObject({
    status: 'closed',
    expectedCash: 6200,
    countedCash: 6150,
    difference: -50,
  });

  // Shelf labels on the same printer: two of the bread, its SKU as a Code 128 barcode.
  await page.goto(`/labels/${businessId}?item=${bread.id}&quantity=2`);
  await expect(page.getByText('2 labels').first()).toBeVisible();
  await clearPrinted(page);
  await page.getByRole('button', { name: 'Print on the receipt printer' }).click();
  await expectPrinted(page, ['Sliced Bread', 'NGN 1,200.00', [0x1d, 0x6b], 'BRD-01', CUT]);
});
