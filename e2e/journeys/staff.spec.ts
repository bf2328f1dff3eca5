import { expect, test, type Page } from '@playwright/test';
import { signUpWithBusiness } from '../fixtures/business.ts';
import { captureScreens } from '../fixtures/screens.ts';

/**
 * The owner adds a cashier in Settings and makes this browser a till (signed out here
 * only); the PIN pad shows, the cashier signs in by PIN and sells in the till's POS, is told her
 * discount is beyond her cap before charging, switches staff, is locked after five wrong PINs,
 * and the owner, still signed in elsewhere, sees the lock and sales by staff.
 */
test('an owner makes this device a till; a cashier sells by PIN, discounts capped, PINs locked, sales by staff', async ({
  page,
  browser,
}) => {
  const { headers, businessId, api, addItem } = await signUpWithBusiness(
    page,
    'staff',
    'Amina Provisions',
  );
  await addItem({ name: 'Sliced Bread', price: 1200, cost: 800, stock: 30 });

  // Settings, Staff and tills: add a cashier with a PIN.
  await page.goto(`/settings/${businessId}?section=staff`);
  await expect(page.getByRole('heading', { name: 'Staff and tills' })).toBeVisible();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Name').fill('Halima');
  await dialog.getByLabel('PIN', { exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(dialog.getByText('PIN must be 4 to 6 digits')).toBeVisible();
  await dialog.getByLabel('PIN', { exact: true }).fill('4826');
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(dialog).toBeHidden();
  const staffRow = (p: Page) =>
    p
      .getByRole('region', { name: 'Staff', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'Halima' });
  await expect(staffRow(page)).toContainText('Cashier');
  await expect(staffRow(page)).toContainText('Discounts up to 0%');
  await captureScreens(page, '90-staff-settings');

  // The owner stays signed in on another device (a second browser context with the session).
  const owner = await browser.newContext();
  const session = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('user'),
  ]);
  await owner.addInitScript(([token, user]) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', token!);
      localStorage.setItem('user', user!);
    }
  }, session);

  // This device becomes a till: named, confirmed; the owner is signed out here only.
  await page.getByRole('button', { name: 'Use this device as a till' }).click();
  const register = page.getByRole('dialog', { name: 'Use this device as a till' });
  await expect(register).toContainText('Your own session is signed out here');
  await register.getByRole('button', { name: 'Register and sign me out' }).click();
  await expect(register.getByText('Give this till a name.')).toBeVisible();
  await register.getByLabel('Till name').fill('Counter');
  await register.getByRole('button', { name: 'Register and sign me out' }).click();
  await expect(page).toHaveURL(/\/till$/);
  await expect(page.getByRole('heading', { name: 'Who is at the till?' })).toBeVisible();
  // The account's screens are not reachable on a till.
  await page.goto(`/settings/${businessId}`);
  await expect(page).toHaveURL(/\/till$/);
  await page.goto('/businesses');
  await expect(page).toHaveURL(/\/till$/);

  // The PIN pad: keys on screen and the keyboard's digits, Backspace and Enter.
  await page.getByRole('button', { name: /Halima/ }).click();
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible();
  await page.getByRole('button', { name: '4', exact: true }).click();
  await captureScreens(page, '92-till-pin-pad');
  await page.keyboard.type('89');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('26');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/till/${businessId}$`));
  await expect(page.getByTestId('till-staff')).toHaveText('Signed in: Halima');
  // Nothing of the owner's account on the till: no navigation, no account menu.
  await expect(page.getByRole('button', { name: /account/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add Sliced Bread/ })).toBeVisible();
  await captureScreens(page, '93-till-pos');

  // She sells at the list price; the sale is hers.
  await page.getByRole('button', { name: /^Add Sliced Bread/ }).click();
  await page.getByRole('button', { name: 'One more Sliced Bread' }).click();
  await page.getByRole('button', { name: /^Charge .*2,400/ }).click();
  const receipt = page.getByRole('dialog', { name: /Sale recorded/ });
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'New sale' }).click();
  const { sales } = await (await page.request.get(`${api}/sales`, { headers })).json();
  expect(sales[0]).toMatchObject({ staffName: 'Halima' });

  // A discount beyond her cap (0 %) is refused in the cart, before charging.
  await page.getByRole('button', { name: /^Add Sliced Bread/ }).click();
  await page.getByLabel('Order discount').fill('500');
  await expect(page.getByTestId('discount-cap')).toHaveText(
    'You may not give discounts. Ask a manager, or remove the discount.',
  );
  await page.getByRole('button', { name: /^Charge / }).click();
  await expect(page.getByRole('dialog', { name: /Sale recorded/ })).toHaveCount(0);
  await page.getByLabel('Order discount').fill('');
  await expect(page.getByTestId('discount-cap')).toHaveCount(0);

  // Switch staff: back to the picker, her token signed out.
  await page.getByRole('button', { name: 'Switch staff' }).click();
  await expect(page).toHaveURL(/\/till$/);
  await expect(page.getByRole('heading', { name: 'Who is at the till?' })).toBeVisible();

  // Five wrong PINs lock her PIN sign-in: then the right one is refused too, and the pad says so.
  await page.getByRole('button', { name: /Halima/ }).click();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.type('0000');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Wrong PIN. Try again.')).toBeVisible();
  }
  await page.keyboard.type('4826');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/PIN sign-in is locked for 15 minutes/)).toBeVisible();

  // The owner, signed in on their own device, sees the lock and her sales.
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/settings/${businessId}?section=staff`);
  await expect(staffRow(ownerPage)).toContainText('PIN locked');
  const report = ownerPage.getByRole('region', { name: 'Sales by staff' });
  const halimaRow = report.getByRole('row').filter({ hasText: 'Halima' });
  await expect(halimaRow).toContainText('1');
  await expect(halimaRow).toContainText('2,400');
  await expect(
    ownerPage.getByRole('region', { name: 'Till devices' }).getByText('Counter'),
  ).toBeVisible();
  await report.scrollIntoViewIfNeeded();
  await captureScreens(ownerPage, '91-staff-report', report);

  // The owner revokes the till: it forgets it is one, and shows the normal sign-in.
  await ownerPage.getByRole('button', { name: 'Revoke Counter' }).click();
  await ownerPage.getByRole('button', { name: 'Revoke device' }).click();
  await expect(ownerPage.getByText('Counter is no longer a till')).toBeVisible();
  await page.goto('/till');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('This device is no longer a till.', { exact: false })).toBeVisible();
  await owner.close();
});
