import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

const LOYVERSE = path.resolve(
  import.meta.dirname,
  '../../apps/api/test/fixtures/imports/loyverse-items.csv',
);

test('the owner exports the business, downloads the zip, previews and applies a Loyverse file', async ({
  page,
}) => {
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'data',
    'Ada Data Shop',
  );
  await addItem({ name: 'Golden Penny Rice 5kg', price: 9500, cost: 8000, stock: 5 });

  await page.goto(`/settings/${businessId}?section=data`);
  await expect(page.getByRole('heading', { name: 'Export this business' })).toBeVisible();

  // Export: the job runs, the status shows, then the zip downloads.
  await page.getByRole('button', { name: 'Export', exact: true }).first().click();
  // The business's past exports: the new one is first, ready with its size and its link.
  const pastExports = page.getByRole('list', { name: 'Past exports' }).first();
  const downloadButton = pastExports.getByRole('button', { name: 'Download' }).first();
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  await expect(pastExports.getByText(/^[\d.]+ KB · link works until /).first()).toBeVisible();
  await captureScreens(page, '94-data-exports');
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^shopbook-.+\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes(Buffer.from('shopbook.json'))).toBe(true);

  // Import a Loyverse item export: its stores are offered from the file, the first chosen;
  // preview, apply.
  await page.getByLabel('File', { exact: true }).setInputFiles(LOYVERSE);
  const storeChoice = page.getByLabel('Store', { exact: true });
  await expect(storeChoice).toContainText('Main Store');
  await storeChoice.click();
  await expect(page.getByRole('option', { name: 'Airport Kiosk' })).toBeVisible();
  await page.getByRole('option', { name: 'Main Store' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('3 to create, 0 to update, 2 rows with problems')).toBeVisible();
  await expect(page.getByRole('row', { name: /5 stock Must be a number/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /6 sku The same record as row 2/ })).toBeVisible();
  await captureScreens(page, '95-data-import-preview');

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply this import?' });
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Import applied: 3 created, 0 updated.')).toBeVisible();
  await captureScreens(page, '96-data-import-applied');

  const { items } = await (await page.request.get(`${api}/inventory`, { headers })).json();
  expect((items as { name: string }[]).map((i) => i.name).sort()).toEqual([
    'Golden Penny Rice 5kg',
    'Rice 5kg',
    'T-shirt (M / Blue)',
    'T-shirt (S / Blue)',
  ]);
});
