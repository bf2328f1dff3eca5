import { expect, test } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';
import { DARAJA_PORT } from '../playwright.config.ts';

/*
 * A Kenyan shop sets up M-Pesa, sells with an STK push (the fake Daraja approves after a
 * delay: the till shows "waiting", then paid with the M-Pesa receipt, and the sale records it),
 * then a customer's payment straight to the till is matched to their credit.
 */
const daraja = `http://127.0.0.1:${DARAJA_PORT}/__fake`;

test('sell with an M-Pesa STK push, then match a till payment to a customer credit', async ({
  page,
}) => {
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'mpesa',
    'Wanjiku Duka',
  );
  const kenyan = await page.request.put(`/api/businesses/${businessId}`, {
    headers,
    data: { country: 'KE', currency: 'KES' },
  });
  expect(kenyan.status(), await kenyan.text()).toBe(200);
  const unga = await addItem({ name: 'Unga 2kg', price: 230, cost: 180, stock: 20 });

  // Settings → Payments: the owner enters the Daraja credentials (write-only).
  await page.goto(`/settings/${businessId}?section=payments`);
  await page.getByLabel('Shortcode').fill('174379');
  await page
    .getByLabel('Passkey')
    .fill('bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919');
  await page.getByLabel('Consumer key').fill('journey-consumer-key');
  await page.getByLabel('Consumer secret').fill('journey-consumer-secret');
  await page.getByRole('button', { name: 'Save M-Pesa settings' }).click();
  await expect(page.getByText('M-Pesa is set up: till 174379')).toBeVisible();
  await page.getByRole('button', { name: 'Register C2B URLs' }).click();
  await expect(page.getByText(/^Registered /)).toBeVisible();
  await captureScreens(page, '90-mpesa-settings');

  // The customer approves on their phone after 2.5 s.
  await page.request.post(`${daraja}/behaviour`, {
    data: { answer: 'approve', answerAfterMs: 2_500 },
  });
  await page.goto(`/sales/${businessId}`);
  await page.getByRole('button', { name: /^Add Unga 2kg/ }).click();
  await page.getByRole('radio', { name: 'Mobile' }).click();
  const mpesa = page.getByTestId('mpesa-request');
  await mpesa.getByLabel("Customer's M-Pesa number").fill('0712 345 678');
  await mpesa.getByRole('button', { name: 'Request M-Pesa' }).click();
  await expect(
    mpesa.getByText('Waiting for the customer to enter their M-Pesa PIN…'),
  ).toBeVisible();
  // On a phone the checkout is a sheet: opened for the pictures.
  const openCart = async () => {
    if ((page.viewportSize()?.width ?? 1280) >= 1024) return;
    // The resize may remount the POS a moment later (and close a sheet opened before).
    await page.waitForTimeout(700);
    if (await mpesa.isVisible()) return;
    await page.getByRole('button', { name: /item.*Charge .*230/ }).click();
    await mpesa.waitFor({ timeout: 5_000 }).catch(() => undefined);
  };
  await captureScreens(page, '91-mpesa-waiting', undefined, openCart);
  await expect(mpesa.getByText(/Paid by M-Pesa: receipt [A-Z0-9]{10}/)).toBeVisible({
    timeout: 20_000,
  });
  await captureScreens(page, '92-mpesa-paid', undefined, openCart);
  const receiptNumber = /receipt ([A-Z0-9]{10})/.exec(
    (await mpesa.getByText(/Paid by M-Pesa/).textContent()) ?? '',
  )![1]!;
  await page.getByRole('button', { name: /^Charge .*230/ }).click();
  const receipt = page.getByRole('dialog', { name: /Sale recorded/ });
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'New sale' }).click();
  const { sales } = await (await page.request.get(`${api}/sales`, { headers })).json();
  expect(sales[0]).toMatchObject({ paymentMethod: 'mobile_money', mpesaReceipt: receiptNumber });

  // A customer who owes 460 pays 200 straight to the till.
  const customer = (
    await (
      await page.request.post(`${api}/customers`, {
        headers,
        data: { name: 'Otieno Ouma', phone: '+254712000111' },
      })
    ).json()
  ).customer as { id: string };
  const credit = await page.request.post(`${api}/sales`, {
    headers,
    data: {
      items: [{ productId: unga.id, quantity: 2 }],
      paymentMethod: 'credit',
      customerId: customer.id,
    },
  });
  expect(credit.status()).toBe(201);
  const paid = await page.request.post(`${daraja}/c2b`, {
    data: { shortcode: '174379', amount: 200, firstName: 'Otieno', phone: '254712000111' },
  });
  expect((await paid.json()).status).toBe(200);

  await page.goto(`/payments/${businessId}`);
  const card = page.getByTestId('unmatched-payment');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Otieno')).toBeVisible();
  await captureScreens(page, '93-mpesa-unmatched');
  await card.getByRole('button', { name: /Tap to choose the customer who paid/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a customer' });
  await chooser.getByRole('searchbox', { name: 'Search customers' }).fill('Otieno');
  await chooser.getByRole('button', { name: /Otieno Ouma/ }).click();
  await card.getByRole('button', { name: 'Match to customer credit' }).click();
  await expect(page.getByText("Recorded as Otieno Ouma's payment")).toBeVisible();
  await expect(page.getByText('No unmatched payments')).toBeVisible();

  const after = (
    await (await page.request.get(`${api}/customers/${customer.id}`, { headers })).json()
  ).customer as { balance: number };
  expect(after.balance).toBe(260);
});
