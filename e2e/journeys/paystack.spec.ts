import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';
import { PAYSTACK_PORT } from '../playwright.config.ts';

/*
 * ADR 077: a Ghanaian shop saves its own Paystack secret key and gives Paystack the webhook
 * address the settings show; the till asks the customer's MTN wallet through Paystack (the fake
 * approves after a delay and posts the signed webhook): "waiting", then paid with Paystack's
 * reference, and the sale and its receipt carry it as a Paystack reference.
 */
const paystack = `http://127.0.0.1:${PAYSTACK_PORT}/__fake`;

/**
 * At phone size the checkout is in the cart sheet, which a resize (or the first add) may have
 * closed: open it again so the Paystack request shows. The desktop's side panel is always there.
 */
function cartOpener(page: Page, request: Locator, total: RegExp) {
  return async () => {
    if ((page.viewportSize()?.width ?? 1280) >= 1024) return;
    await page.waitForTimeout(700);
    if (await request.isVisible()) return;
    await page.getByRole('button', { name: total }).click();
    await request.waitFor({ timeout: 5_000 }).catch(() => undefined);
  };
}

test('sell with Paystack mobile money from the POS', async ({ page }) => {
  // Sixteen pictures (four screens, two sizes, light and dark) and the customer's delay.
  test.setTimeout(150_000);
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'paystack',
    'Ama Provisions',
  );
  const ghanaian = await page.request.put(`/api/businesses/${businessId}`, {
    headers,
    data: { country: 'GH', currency: 'GHS' },
  });
  expect(ghanaian.status(), await ghanaian.text()).toBe(200);
  await addItem({ name: 'Milo 400g', price: 45.5, cost: 38, stock: 12 });

  // Settings → Payments: the owner saves the key (write-only) and copies the webhook address.
  await page.goto(`/settings/${businessId}?section=payments`);
  await page.getByLabel('Paystack secret key').fill('sk_test_amaprovisions0001');
  await page.getByRole('button', { name: 'Save Paystack key' }).click();
  await expect(
    page.getByText('Paystack is set up: the till offers mobile money through Paystack.'),
  ).toBeVisible();
  const webhookUrl = (await page.getByTestId('paystack-webhook-url').textContent())!.trim();
  expect(webhookUrl).toMatch(new RegExp(`/api/pay-callbacks/paystack/${businessId}$`));
  await captureScreens(page, '93-paystack-settings');

  // The customer approves on their phone after 15 s; Paystack then calls the webhook.
  await page.request.post(`${paystack}/behaviour`, {
    data: { answer: 'approve', answerAfterMs: 15_000, webhookUrl },
  });
  await page.goto(`/sales/${businessId}`);
  await page.getByRole('button', { name: /^Add Milo 400g/ }).click();
  await page.getByRole('radio', { name: 'Mobile' }).click();
  const request = page.getByTestId('paystack-request');
  const openCart = cartOpener(page, request, /item.*Charge .*45\.50/);
  await captureScreens(page, '94-paystack-ask', undefined, openCart);
  // (The resizes remount the checkout: what is typed comes after the pictures.)
  await request.getByRole('radio', { name: 'MTN MoMo' }).click();
  await request.getByLabel("Customer's mobile money number").fill('055 123 4987');
  await request.getByRole('button', { name: 'Request mobile money' }).click();
  await expect(
    request.getByText('Waiting for the customer to approve the payment on their phone…'),
  ).toBeVisible();
  await captureScreens(page, '95-paystack-waiting', undefined, openCart);
  await expect(request.getByText(/Paid through Paystack: reference sb_[0-9a-f]{32}/)).toBeVisible({
    timeout: 40_000,
  });
  await captureScreens(page, '96-paystack-paid', undefined, openCart);
  const reference = /reference (sb_[0-9a-f]{32})/.exec(
    (await request.getByText(/Paid through Paystack/).textContent()) ?? '',
  )![1]!;
  const [charge] = (await (await page.request.get(`${paystack}/charges`)).json()) as {
    amount: number;
    currency: string;
    mobile_money: { phone: string; provider: string };
  }[];
  expect(charge).toMatchObject({
    amount: 4550,
    currency: 'GHS',
    mobile_money: { phone: '0551234987', provider: 'mtn' },
  });

  await page.getByRole('button', { name: /^Charge .*45\.50/ }).click();
  const receipt = page.getByRole('dialog', { name: /Sale recorded/ });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText('Paystack reference')).toBeVisible();
  await expect(receipt.getByText(reference)).toBeVisible();
  const { sales } = await (await page.request.get(`${api}/sales`, { headers })).json();
  expect(sales[0]).toMatchObject({
    paymentMethod: 'mobile_money',
    paymentProvider: 'paystack',
    paymentReference: reference,
    mpesaReceipt: null,
  });
});

/*
 * ADR 077, Kenya: a Kenyan shop's till offers Paystack's two Kenyan networks, M-Pesa and Airtel
 * Money (Paystack's `atl`), and sends the customer's number in full (+254…).
 */
test('a Kenyan shop asks an Airtel Money wallet through Paystack', async ({ page }) => {
  test.setTimeout(120_000);
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'paystack_ke',
    'Wanjiku Duka',
  );
  const kenyan = await page.request.put(`/api/businesses/${businessId}`, {
    headers,
    data: { country: 'KE', currency: 'KES' },
  });
  expect(kenyan.status(), await kenyan.text()).toBe(200);
  await addItem({ name: 'Unga 2kg', price: 210, cost: 180, stock: 20 });
  await page.goto(`/settings/${businessId}?section=payments`);
  await page.getByLabel('Paystack secret key').fill('sk_test_wanjikuduka00001');
  await page.getByRole('button', { name: 'Save Paystack key' }).click();
  const webhookUrl = (await page.getByTestId('paystack-webhook-url').textContent())!.trim();
  await page.request.post(`${paystack}/behaviour`, {
    data: { answer: 'approve', answerAfterMs: 1_000, webhookUrl },
  });

  await page.goto(`/sales/${businessId}`);
  await page.getByRole('button', { name: /^Add Unga 2kg/ }).click();
  await page.getByRole('radio', { name: 'Mobile' }).click();
  const request = page.getByTestId('paystack-request');
  const openCart = cartOpener(page, request, /item.*Charge .*210\.00/);
  await captureScreens(page, '97-paystack-kenya', undefined, openCart);
  await expect(request.getByRole('radio', { name: 'M-Pesa' })).toBeVisible();
  await expect(request.getByRole('radio', { name: 'AirtelTigo Money' })).toHaveCount(0);
  await request.getByRole('radio', { name: 'Airtel Money' }).click();
  await request.getByLabel("Customer's mobile money number").fill('0733 123 456');
  await request.getByRole('button', { name: 'Request mobile money' }).click();
  await expect(request.getByText(/Paid through Paystack: reference sb_[0-9a-f]{32}/)).toBeVisible({
    timeout: 40_000,
  });
  const charges = (await (await page.request.get(`${paystack}/charges`)).json()) as {
    currency: string;
    mobile_money: { phone: string; provider: string };
  }[];
  expect(charges.filter((c) => c.currency === 'KES').at(-1)).toMatchObject({
    mobile_money: { phone: '+254733123456', provider: 'atl' },
  });

  await page.getByRole('button', { name: /^Charge .*210\.00/ }).click();
  await expect(page.getByRole('dialog', { name: /Sale recorded/ })).toBeVisible();
  const { sales } = await (await page.request.get(`${api}/sales`, { headers })).json();
  expect(sales[0]).toMatchObject({ paymentMethod: 'mobile_money', paymentProvider: 'paystack' });
});
