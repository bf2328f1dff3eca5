import { expect, test } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

/*
 * ADR 075: with the network gone, the till opens a shift, sells in it, pays cash out
 * and closes it; a refund given as the network drops waits too. Back online, one ordered queue
 * sends them: the shift reaches the server before its sale, the close after it, and the Z report
 * counts them all.
 */
test('a shift opened, sold in, paid out of and closed offline reaches the server in order, and so does a refund', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'tilloff',
    'Bisi Corner Shop',
  );
  const bread = await addItem({ name: 'Sliced Bread', price: 1200, cost: 800, stock: 30 });
  // An earlier sale (before shifts were required), refunded later as the network drops.
  const earlier = await page.request.post(`${api}/sales`, {
    headers: { ...headers, 'Idempotency-Key': `till-offline-${Date.now()}` },
    data: { items: [{ productId: bread.id, quantity: 2 }], paymentMethod: 'cash' },
  });
  expect(earlier.status()).toBe(201);
  const refundable = (await earlier.json()).sale as { id: string };
  const settings = await page.request.put(api, {
    headers,
    data: { settings: { shiftRequired: true } },
  });
  expect(settings.ok()).toBe(true);
  await page.evaluate(() => localStorage.removeItem('app_cache:businesses'));

  await page.goto(`/sales/${businessId}`);
  const blocker = page
    .getByRole('status')
    .filter({ hasText: 'Open a shift on Main before selling.' });
  await expect(blocker).toBeVisible();

  // The network goes. The shift opens on the phone all the same.
  await context.setOffline(true);
  await blocker.getByRole('button', { name: 'Open shift' }).click();
  const openDialog = page.getByRole('dialog', { name: 'Open a shift' });
  await openDialog.getByLabel('Opening float').fill('5000');
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(openDialog).toBeHidden();
  await expect(page.getByText('Shift opened on this phone').first()).toBeVisible();
  await expect(page.getByTestId('shift-chip')).toContainText('Shift open');
  await expect(blocker).toBeHidden();

  // A cash sale of 1,200, saved on the phone.
  await page.getByRole('button', { name: /^Add Sliced Bread/ }).click();
  await page
    .getByRole('button', { name: /^Charge .*1,200/ })
    .first()
    .click();
  const saved = page.getByRole('dialog', { name: 'Sale saved on this phone' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Next sale' }).click();
  await expect(saved).toBeHidden();

  // A delivery paid from the drawer.
  await page.getByTestId('shift-chip').click();
  await expect(page.getByRole('menuitem', { name: 'X report once it syncs' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Pay in / out' }).click();
  const move = page.getByRole('dialog', { name: 'Cash in or out' });
  await move.getByRole('radio', { name: 'Pay out' }).click();
  await move.getByLabel('Amount').fill('300');
  await move.getByLabel('Reason').fill('Bread delivery');
  await move.getByRole('button', { name: /^Record pay-/ }).click();
  await expect(move).toBeHidden();

  // Cash-up offline: the count is taken; the expected cash waits for the server.
  await page.getByTestId('shift-chip').click();
  await page.getByRole('menuitem', { name: 'Close shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close the shift' });
  await expect(closeDialog.getByText(/not known here offline/)).toBeVisible();
  await closeDialog.getByLabel('Counted cash').fill('5900');
  await captureScreens(page, '84-shift-close-offline', undefined, async () => {
    const box = page.getByRole('dialog', { name: 'Close the shift' }).getByLabel('Counted cash');
    if ((await box.inputValue()) === '') await box.fill('5900');
  });
  await page
    .getByRole('dialog', { name: 'Close the shift' })
    .getByRole('button', { name: 'Close shift' })
    .click();
  await expect(page.getByText('Shift closed on this phone').first()).toBeVisible();
  await expect(page.getByTestId('shift-chip')).toContainText('Open shift');

  // Four things wait, in the order they were made.
  const waiting = page.getByRole('button', { name: /^4 changes waiting to sync/ });
  await expect(waiting).toBeVisible();
  await waiting.click();
  const panel = page.getByRole('dialog', { name: 'Sales waiting to sync' });
  await expect(panel.getByTestId('queued-write')).toHaveCount(3);
  await captureScreens(page, '85-till-writes-waiting', undefined, async () => {
    if (!(await panel.isVisible())) await waiting.click();
  });
  await page.keyboard.press('Escape');

  // Back online: one round sends them, in order.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to sync/ })).toHaveCount(0, {
    timeout: 45_000,
  });
  const { shifts } = await (await page.request.get(`${api}/shifts`, { headers })).json();
  expect(shifts).toHaveLength(1);
  expect(shifts[0]).toMatchObject({
    status: 'closed',
    openingFloat: 5000,
    expectedCash: 5900,
    countedCash: 5900,
    difference: 0,
  });
  // The sale joined the shift (it reached the server after the shift opened, before it closed).
  const { shift } = await (
    await page.request.get(`${api}/shifts/${shifts[0].id}`, { headers })
  ).json();
  expect(shift.report).toMatchObject({ salesCount: 1, cashSales: 1200, payOuts: 300 });

  // A refund of the earlier sale, confirmed just as the network drops: it waits, then syncs.
  await page.goto(`/sales/${businessId}?sale=${refundable.id}`);
  const details = page.getByRole('dialog', { name: 'Receipt #1' });
  await expect(details).toBeVisible({ timeout: 20_000 });
  await details.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund from receipt #1' });
  await expect(refund.getByText('2/2')).toBeVisible();
  await context.setOffline(true);
  await refund.getByRole('button', { name: /^Refund .*2,400/ }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Give back .*2,400.* by Cash\?$/ });
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('Refund saved on this phone')).toBeVisible();
  await expect(refund.getByTestId('refund-amount')).toContainText('2,400');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to sync/ })).toHaveCount(0, {
    timeout: 45_000,
  });
  // The badge may not have shown the queued refund yet when the network came back: the server
  // is what says it arrived.
  const refundsOnServer = async () =>
    (await (await page.request.get(`${api}/sales/${refundable.id}`, { headers })).json()).sale
      .refunds as { amount: number; method: string }[];
  await expect.poll(async () => (await refundsOnServer()).length, { timeout: 45_000 }).toBe(1);
  expect((await refundsOnServer())[0]).toMatchObject({ amount: 2400, method: 'cash' });
});
