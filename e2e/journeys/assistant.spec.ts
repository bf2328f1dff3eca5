import { expect, test, type Page } from '@playwright/test';
import { registerAndVerify, uniqueEmail } from '../fixtures/accounts.ts';
import { bearer, createBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

/**
 * Types a question and sends it with Enter. While the previous answer is still finishing (its
 * text shown, the stream and the conversation's refresh not yet done) it waits above the box
 * and goes when that answer ends.
 */
async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question);
  await expect(page.getByRole('button', { name: 'Ask' })).toBeEnabled();
  await page.keyboard.press('Enter');
}

test('the assistant answers this week’s sales with the exact figure and its source', async ({
  page,
}) => {
  // Registration, two screen captures in four variants and three answers on a shared machine.
  test.setTimeout(180_000);
  await registerAndVerify(page, `amina_${Date.now().toString(36)}`, uniqueEmail('amina'));
  await expect(page).toHaveURL(/\/businesses$/);
  await createBusiness(page, 'Amina Provisions');
  const headers = await bearer(page);
  const { businesses } = await (await page.request.get('/api/businesses', { headers })).json();
  const businessId: string = businesses[0].id;
  const api = `/api/businesses/${businessId}`;

  await page.goto(`/ai-assistant/${businessId}`);
  await expect(page.getByRole('heading', { name: 'AI Business Assistant' })).toBeVisible();
  await expect(page.getByText('Ask about your business')).toBeVisible();
  await captureScreens(page, '60-assistant-empty');

  // A sale of 2 x 1,250.50 = 2,501.00, recorded now.
  const { item } = await (
    await page.request.post(`${api}/inventory`, {
      headers,
      data: { name: 'Maize flour 2kg', price: 1250.5, cost: 1000, stock: 30 },
    })
  ).json();
  const sale = await page.request.post(`${api}/sales`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-assistant-${Date.now()}` },
    data: { items: [{ productId: item.id, quantity: 2 }], paymentMethod: 'cash' },
  });
  expect(sale.status()).toBe(201);

  await page.getByRole('button', { name: 'How much did I sell this week?' }).click();
  const answer = page.getByText(/You sold NGN 2,501\.00 this week \(.+\) in 1 sale\./);
  await expect(answer).toBeVisible();
  // The week's revenue by day, drawn under the answer once the week has two days: on a Monday
  // (UTC, the business's zone) it has one point and no chart (features/assistant series.ts).
  const revenueByDay = page.getByRole('figure', { name: 'Revenue by day' });
  if (new Date().getUTCDay() === 1) await expect(revenueByDay).toHaveCount(0);
  else await expect(revenueByDay).toBeVisible();
  await page.getByText('How this was computed').click();
  await expect(page.getByText('sales_summary')).toBeVisible();
  await expect(page.getByText('Records read')).toBeVisible();
  await captureScreens(page, '61-assistant-answer');

  // Swahili, typed, in the same conversation; and the conversation is listed.
  await ask(page, 'Nani ananidai pesa?');
  await expect(page.getByText('Hakuna mteja anayekudai.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', {
      name: 'How much did I sell this week?',
      exact: true,
    }),
  ).toBeVisible();
  await ask(page, 'Top 5 products this month');
  const cell = page.getByRole('cell', { name: 'Maize flour 2kg' });
  await expect(cell).toBeVisible();
  await captureScreens(page, '62-assistant-table', cell);

  // A question sent while an answer is still coming waits above the box and goes when it ends.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  await page.route(/\/assistant\/messages$/, async (route) => {
    if (holding) {
      holding = false;
      await held;
    }
    await route.continue();
  });
  await ask(page, 'What are my expenses this month?');
  // One product, named in part and in lower case.
  await ask(page, 'How much maize flour did I sell this week?');
  const next = page.getByRole('status').filter({ hasText: 'Next, once this answer ends' });
  await expect(next).toContainText('How much maize flour did I sell this week?');
  await expect(page.getByLabel('Your question')).toHaveValue('');
  await expect(page.getByText('What are my expenses this month?')).toBeVisible();
  await captureScreens(page, '63-assistant-next-question', next);
  release();
  await expect(next).toBeHidden();
  await expect(
    page.getByText(
      /You sold 2 units of Maize flour 2kg this week \(.+\), for NGN 2,501\.00 of revenue/,
    ),
  ).toBeVisible();
});
